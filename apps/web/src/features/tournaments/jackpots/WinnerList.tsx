import type { RecentWin } from '@casino/domain/ports';
import { Badge } from '@casino/ui/badge';
import { Link } from '@casino/ui/link';
import { gamePagePath } from '@casino/domain/routing';
import { Trans } from '@lingui/react/macro';
import { useService } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { LocalDateTime, money } from '../parts.tsx';
import * as styles from '../tournaments.css.ts';

/** Wins, newest first: who (masked), how much, in which game and when. */
export function WinnerList({ winners, label }: { winners: readonly RecentWin[]; label?: string }) {
  const locale = useService(LocaleStore);
  return (
    <ul className={styles.list} aria-label={label}>
      {winners.map((w) => (
        <li key={w.id} className={styles.winnerItem} data-winner={w.id}>
          <img className={styles.thumb} src={w.game.imageUrl} alt="" loading="lazy" width={48} height={48} />
          <div>
            <strong>{w.name}</strong> — <span className={styles.factValue}>{money(w.amount)}</span>
            {w.jackpotId !== null && <> <Badge tone="primary"><Trans>Jackpot</Trans></Badge></>}
            <div className={styles.muted}>
              <Link href={locale.localize(gamePagePath(w.game.sysname))}>{w.game.name}</Link> · <LocalDateTime epochMs={w.wonAt} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
