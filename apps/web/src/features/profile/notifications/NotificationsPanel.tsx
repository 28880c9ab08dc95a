import { Spinner } from '@casino/ui/spinner';
import { Switch } from '@casino/ui/switch';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '../../../shared/di/react.tsx';
import { FormNoticeView } from '../kit/FormNoticeView.tsx';
import { LoadFailedNotice } from '../kit/LoadFailedNotice.tsx';
import * as styles from '../profile.css.ts';
import { NotificationsViewModel } from './notifications.vm.ts';

/** `/profile/notification`: a newsletter switch per contact. */
export function NotificationsPanel() {
  return <NotificationsView vm={useViewModel(NotificationsViewModel)} />;
}

export const NotificationsView = observer(function NotificationsView({ vm }: { vm: NotificationsViewModel }) {
  const { t } = useLingui();
  const list = vm.list;
  useEffect(() => void list.load(), [list]);
  if (list.status === 'loading') return <Spinner label={t`Loading your subscriptions`} />;
  if (list.status === 'failed') return <LoadFailedNotice onRetry={() => void list.load()}><Trans>Your subscriptions could not be loaded.</Trans></LoadFailedNotice>;
  return (
    <div className={styles.form}>
      <p className={styles.muted}><Trans>Choose where we may send you news and offers.</Trans></p>
      {list.contacts.length === 0 && <p><Trans>Add an e-mail or a phone in your personal data to receive news.</Trans></p>}
      {list.contacts.map((c) => (
        <Switch key={c.type} isSelected={c.isSubscribed} isDisabled={vm.pending !== null} onChange={(on) => void vm.setSubscribed(c.type, on)}>
          {c.type === 'email' ? <Trans>News by e-mail to {c.contact}</Trans> : <Trans>News by SMS to +{c.contact}</Trans>}
        </Switch>
      ))}
      <FormNoticeView notice={vm.notice} saved={<Trans>Your choice is saved.</Trans>} />
    </div>
  );
});

/** What the profile screen loads for this child (see ProfileScreen's PANELS). */
export default NotificationsPanel;
