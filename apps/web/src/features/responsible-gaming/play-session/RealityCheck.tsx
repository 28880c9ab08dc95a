import { formatAmount } from '@casino/domain/format';
import { Button } from '@casino/ui/button';
import { Plural, Trans } from '@lingui/react/macro';
import * as styles from '../responsible-gaming.css.ts';
import type { RealityCheckModel, RealityCheckRenderer } from './reality-check.model.ts';

/** The reality check's body: time played and net result this session, then keep playing (focused), log out, history. */
export function RealityCheck({ model }: { model: RealityCheckModel }) {
  const minutes = model.minutesPlayed;
  const result = formatAmount(model.netResult, model.currency);
  return (
    <div className={styles.section} data-testid="reality-check">
      <p className={styles.text}>
        <Plural value={minutes} one="You have been playing for # minute." other="You have been playing for # minutes." />
      </p>
      <p className={styles.text}>
        {model.netResult < 0 ? <Trans>Net result this session: a loss of {result}.</Trans> : <Trans>Net result this session: {result}.</Trans>}
      </p>
      <div className={styles.row}>
        <Button autoFocus onPress={model.keepPlaying}><Trans>Keep playing</Trans></Button>
        <Button variant="secondary" onPress={model.logOut}><Trans>Log out</Trans></Button>
        <Button variant="secondary" onPress={model.seeHistory}><Trans>See my history</Trans></Button>
      </div>
    </div>
  );
}

export const realityCheckRenderer: RealityCheckRenderer = { render: (model) => <RealityCheck model={model} /> };
