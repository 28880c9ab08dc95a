import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useViewModel } from '../../../shared/di/react.tsx';
import { LinkActionViewModel } from './link-action.vm.ts';
import { LinkResultPage } from './LinkResultPage.tsx';

export * from '../wiring.ts';

/** `/unsubscribe?hash=…`: the newsletter's link unsubscribes its owner as the page opens. */
export const Screen = observer(function Screen() {
  const vm = useViewModel(LinkActionViewModel);
  const [params] = useSearchParams();
  const hash = params.get('hash');
  useEffect(() => void vm.unsubscribe(hash), [vm, hash]);
  if (vm.status === 'done') {
    return <LinkResultPage icon="success" header={<Trans>You are unsubscribed</Trans>} description={<Trans>You will no longer receive these e-mails.</Trans>} action={<Trans>Go to the home page</Trans>} to="/" />;
  }
  if (vm.status === 'unavailable' || vm.status === 'busy') {
    const why = vm.status === 'busy' ? <Trans>Too many attempts. Wait a minute and try again.</Trans> : <Trans>We could not reach the server. Please try again.</Trans>;
    return <LinkResultPage icon="error" header={<Trans>Something went wrong</Trans>} description={why} action={<Trans>Try again</Trans>} onAction={() => void vm.unsubscribe(hash)} />;
  }
  if (vm.status === 'invalid' || vm.status === 'signedOut') {
    return <LinkResultPage icon="error" header={<Trans>This link does not work</Trans>} description={<Trans>Sign in and change your subscriptions in your profile.</Trans>} action={<Trans>Go to notification settings</Trans>} to="/profile/notification" />;
  }
  return <LinkResultPage icon="info" pending header={<Trans>Unsubscribing…</Trans>} description={<Trans>One moment, please.</Trans>} action={null} />;
});
