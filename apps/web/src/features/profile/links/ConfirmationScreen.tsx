import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { useRouteHandle } from '../../../shared/routing/route-handle.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { LinkActionViewModel } from './link-action.vm.ts';
import { LinkResultPage } from './LinkResultPage.tsx';

export * from '../wiring.ts';

/**
 * `/confirmation?type=email&code=…` confirms the contact with the code the e-mail link carries, then moves to
 * `/confirmation/success`, which says so.
 */
export function Screen() {
  return useRouteHandle()?.spec.name === 'confirmation-success' ? <ConfirmedPage /> : <ConfirmingPage />;
}

function ConfirmedPage() {
  return <LinkResultPage icon="success" header={<Trans>Your contact is confirmed</Trans>} description={<Trans>Thank you. You will get news and codes there.</Trans>} action={<Trans>Go to my profile</Trans>} to="/profile/settings" />;
}

const ConfirmingPage = observer(function ConfirmingPage() {
  const vm = useViewModel(LinkActionViewModel);
  const locale = useService(LocaleStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get('type');
  const code = params.get('code');
  const confirm = useCallback(
    () => void vm.confirm(type, code).then((status) => status === 'done' && navigate(locale.localize('/confirmation/success'), { replace: true })),
    [vm, type, code, navigate, locale],
  );
  useEffect(confirm, [confirm]);
  if (vm.status === 'signedOut') {
    return <LinkResultPage icon="info" header={<Trans>Sign in to confirm</Trans>} description={<Trans>Sign in, then open the link from the e-mail again, or enter the code in your profile.</Trans>} action={<Trans>Go to my profile</Trans>} to="/profile/settings" />;
  }
  // the link is still good when the server was out of reach or busy: the player can press again
  if (vm.status === 'unavailable' || vm.status === 'busy') {
    const why = vm.status === 'busy' ? <Trans>Too many attempts. Wait a minute and try again.</Trans> : <Trans>We could not reach the server. Please try again.</Trans>;
    return <LinkResultPage icon="error" header={<Trans>Something went wrong</Trans>} description={why} action={<Trans>Try again</Trans>} onAction={confirm} />;
  }
  if (vm.status === 'invalid') {
    return <LinkResultPage icon="error" header={<Trans>The contact is not confirmed</Trans>} description={<Trans>The link is wrong or has expired. Ask for a new code in your profile.</Trans>} action={<Trans>Go to my profile</Trans>} to="/profile/settings" />;
  }
  return <LinkResultPage icon="info" pending header={<Trans>Confirming…</Trans>} description={<Trans>One moment, please.</Trans>} action={null} />;
});
