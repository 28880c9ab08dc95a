import { Button } from '@casino/ui/button';
import { visuallyHidden } from '@casino/ui/theme';
import { Plural, Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { InactivityWarningModel } from './inactivity.service.ts';
import * as styles from './InactivityWarning.css.ts';

/** Seconds worth announcing: every 10 s, then each of the last 10 (screen readers are not flooded every second). */
const announced = (seconds: number) => (seconds > 10 ? Math.ceil(seconds / 10) * 10 : seconds);

/** Body of the inactivity warning (spec part 1 §4.5): a live countdown and "Stay signed in", focused first. */
export const InactivityWarning = observer(function InactivityWarning({ model }: { model: InactivityWarningModel }) {
  const seconds = model.secondsLeft;
  return (
    <div className={styles.body} data-testid="inactivity-warning">
      <p className={styles.text}>
        <Trans>For your security, you will be signed out because there has been no activity for a while.</Trans>
      </p>
      <p role="timer" className={styles.countdown}>
        <Plural value={seconds} one="# second left" other="# seconds left" />
      </p>
      <p aria-live="polite" className={visuallyHidden}>
        <Plural value={announced(seconds)} one="Signing out in # second" other="Signing out in # seconds" />
      </p>
      <Button autoFocus onPress={model.stay}>
        <Trans>Stay signed in</Trans>
      </Button>
    </div>
  );
});

export default InactivityWarning;
