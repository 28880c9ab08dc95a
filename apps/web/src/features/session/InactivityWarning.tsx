import { Button } from '@casino/ui/button';
import { Countdown } from '@casino/ui/countdown';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { InactivityWarningModel } from './slots.ts';
import * as styles from './InactivityWarning.css.ts';

/**
 * Every ten seconds, then at five and at the end: often enough to follow, not so often that a screen reader says
 * nothing else while the warning is open.
 */
const ANNOUNCE_EVERY_SECONDS = 10;

/**
 * Body of the inactivity warning: the seconds left and "Stay signed in", focused first. The service's clock counts;
 * the design system's countdown shows the seconds and says them from that same number, so what a screen reader
 * hears is what the page showed at that moment.
 */
export const InactivityWarning = observer(function InactivityWarning({ model }: { model: InactivityWarningModel }) {
  const { t } = useLingui();
  const shown = (seconds: number) => t`${plural(seconds, { one: '# second left', other: '# seconds left' })}`;
  const said = (seconds: number) => t`${plural(seconds, { one: 'Signing out in # second', other: 'Signing out in # seconds' })}`;
  return (
    <div className={styles.body} data-testid="inactivity-warning">
      <p className={styles.text}>
        <Trans>For your security, you will be signed out because there has been no activity for a while.</Trans>
      </p>
      <p className={styles.countdown}>
        <Countdown seconds={model.secondsLeft} isPaused format={shown} announce={said} announceEvery={ANNOUNCE_EVERY_SECONDS} />
      </p>
      <Button autoFocus onPress={model.stay}>
        <Trans>Stay signed in</Trans>
      </Button>
    </div>
  );
});

export default InactivityWarning;
