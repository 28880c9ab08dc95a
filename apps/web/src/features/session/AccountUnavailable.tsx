import { PlainButton } from '@casino/ui/plain-button';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useService } from '../../shared/di/react.tsx';
import { SessionStore } from '../../shared/stores/session.store.ts';
import * as styles from './AccountUnavailable.css.ts';

/**
 * When the account could not be loaded we do not know whether the player is signed in: rather than quietly
 * showing a signed-in player as a guest, say so above the page and offer a retry (which loads the session again).
 */
export const AccountUnavailable = observer(function AccountUnavailable({ session }: { session: SessionStore }) {
  const { t } = useLingui();
  if (!session.accountUnavailable) return null;
  return (
    <section className={styles.bar} aria-label={t`Your account`}>
      <p className={styles.text} role="alert">
        <Trans>We could not load your account. If you are signed in, you will see it again once it loads.</Trans>
      </p>
      <PlainButton size="sm" variant="secondary" disabled={session.status === 'loading'} onClick={() => void session.load()}>
        <Trans>Try again</Trans>
      </PlainButton>
    </section>
  );
});

/** The notice bound to the app's session. */
export function AccountUnavailableNotice() {
  return <AccountUnavailable session={useService(SessionStore)} />;
}
