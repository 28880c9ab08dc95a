import type { ServiceIdentifier } from 'inversify';
import { useEffect } from 'react';
import { useViewModel } from '../../../shared/di/react.tsx';
import type { AuthPanelProps } from './auth-panel.ts';
import { followOutcome, type AuthOutcome } from './auth-outcome.ts';

interface PanelViewModel {
  /** Runs once the panel shows (a countdown starts, a missing precondition hands over to another form). */
  start?(): AuthOutcome | void;
}

/**
 * A panel's view-model for the panel's lifetime (`dispose()` on unmount), with `follow`, which applies an action's
 * outcome to this render's panel props.
 */
export function usePanelViewModel<T extends object>(id: ServiceIdentifier<T>, panel: AuthPanelProps) {
  const vm = useViewModel(id);
  const follow = (outcome: AuthOutcome | void) => followOutcome(outcome ?? 'none', panel);
  useEffect(() => follow((vm as PanelViewModel).start?.()), [vm]); // eslint-disable-line react-hooks/exhaustive-deps
  return { vm, follow };
}
