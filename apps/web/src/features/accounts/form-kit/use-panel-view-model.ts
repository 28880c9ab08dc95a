import type { ServiceIdentifier } from 'inversify';
import { useEffect } from 'react';
import { useViewModel } from '../../../shared/di/react.tsx';
import type { AuthPanelProps } from './auth-panel.ts';

interface PanelViewModel {
  attach(panel: AuthPanelProps): void;
  start?(): void;
}

/**
 * A panel's view-model for the panel's lifetime: it gets the panel props (navigate, close, embedded,
 * onSignedIn) on every render and, if it counts something down, `start()` on mount (`dispose()` on unmount).
 */
export function usePanelViewModel<T extends PanelViewModel>(id: ServiceIdentifier<T>, props: AuthPanelProps): T {
  const vm = useViewModel(id);
  vm.attach(props);
  useEffect(() => vm.start?.(), [vm]);
  return vm;
}
