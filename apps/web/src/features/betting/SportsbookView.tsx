import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { Ref } from 'react';
import * as styles from './betting.css.ts';
import type { SportsbookViewModel } from './sportsbook.vm.ts';

/** The betting section: the optional responsible-betting note and the sportsbook's frame. */
export const SportsbookView = observer(function SportsbookView({ vm, notice, frameRef }: { vm: SportsbookViewModel; notice: boolean; frameRef: Ref<HTMLIFrameElement> }) {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}><Trans>Sports betting</Trans></h1>
      {notice && (
        <p className={styles.notice} role="note">
          <Trans>Bet responsibly: only stake what you can afford to lose, set yourself limits and take breaks. Betting is for adults only.</Trans>
        </p>
      )}
      {vm.frameSrc && <iframe key={vm.frameLoad} ref={frameRef} className={styles.frame} title={t`Sportsbook`} src={vm.frameSrc} style={{ blockSize: `${vm.height}px` }} />}
    </div>
  );
});
