import type { QueryLike } from '@casino/domain/routing';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useViewModel } from '../../../shared/di/react.tsx';
import type { AuthPanelProps } from '../panel-kit/auth-panel.ts';
import { followOutcome, type AuthOutcome } from '../panel-kit/auth-outcome.ts';
import { RegistrationView } from './RegistrationView.tsx';
import { RegistrationViewModel } from './registration.vm.ts';

export * from '../wiring.ts';

/** The DI modules this chunk's views resolve from (bound by the lazy loader before it renders). */

/** The registration form (and, with `social`, the completion form of an incomplete social account). */
export interface RegistrationPanelProps extends AuthPanelProps {
  readonly social?: boolean;
}

const queryOf = (search: string): QueryLike => {
  const query: Record<string, string[]> = {};
  new URLSearchParams(search).forEach((value, key) => (query[key] ??= []).push(value));
  return query;
};

export default function RegistrationPanel(props: RegistrationPanelProps) {
  const vm = useViewModel(RegistrationViewModel);
  const { search } = useLocation();
  useEffect(() => {
    void vm.start({ social: props.social, embedded: props.embedded, query: queryOf(search), origin: window.location.origin });
    // started once per panel: the address and mode it was opened with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vm]);
  const follow = (outcome: AuthOutcome) => followOutcome(outcome, props);
  return <RegistrationView vm={vm} follow={follow} social={props.social} />;
}
