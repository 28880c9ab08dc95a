import type { TournamentSummary } from '@casino/domain/ports';
import { Trans, useLingui } from '@lingui/react/macro';
import { LocalDateTime, money } from '../parts.tsx';
import * as styles from '../tournaments.css.ts';

/** Restrictions, dates, points rule and prize places of a tournament. */
export function TournamentFacts({ tournament: t }: { tournament: TournamentSummary }) {
  const { t: tr } = useLingui();
  const rules = { total_bet: tr`Points for every bet`, total_win: tr`Points for every win`, max_multiplier: tr`Points for the biggest multiplier` };
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.factName}><Trans>Prize pool</Trans></dt>
        <dd className={styles.factValue}>{money(t.totalPrize)}</dd>
        <dt className={styles.factName}><Trans>Starts</Trans></dt>
        <dd className={styles.factValue}><LocalDateTime epochMs={t.startsAt} /></dd>
        <dt className={styles.factName}><Trans>Ends</Trans></dt>
        <dd className={styles.factValue}><LocalDateTime epochMs={t.endsAt} /></dd>
        <dt className={styles.factName}><Trans>How points are earned</Trans></dt>
        <dd className={styles.factValue}>{rules[t.pointsRule]}</dd>
        {t.restrictions.minBet && (
          <>
            <dt className={styles.factName}><Trans>Minimum bet</Trans></dt>
            <dd className={styles.factValue}>{money(t.restrictions.minBet)}</dd>
          </>
        )}
        <dt className={styles.factName}><Trans>Currencies</Trans></dt>
        <dd className={styles.factValue}>{t.restrictions.currencies.join(', ')}</dd>
        {t.restrictions.onlyRealMoney && (
          <>
            <dt className={styles.factName}><Trans>Bets that count</Trans></dt>
            <dd className={styles.factValue}><Trans>Real money only</Trans></dd>
          </>
        )}
        <dt className={styles.factName}><Trans>Participants</Trans></dt>
        <dd className={styles.factValue}>{t.totalParticipants}</dd>
        <dt className={styles.factName}><Trans>Games</Trans></dt>
        <dd className={styles.factValue}>{t.gamesCount}</dd>
      </dl>
      {t.resetOnCashout && (
        <p className={styles.muted}>
          <Trans>Your points are reset when you withdraw money.</Trans>
        </p>
      )}
      {t.prizes.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.muted}><Trans>Prize places</Trans></caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}><Trans>Place</Trans></th>
              <th scope="col" className={styles.headCell}><Trans>Prize</Trans></th>
            </tr>
          </thead>
          <tbody>
            {t.prizes.map((p) => (
              <tr key={p.placeFrom}>
                <td className={styles.cell}>{p.placeFrom === p.placeTo ? p.placeFrom : `${p.placeFrom}–${p.placeTo}`}</td>
                <td className={styles.cell}>{money(p.prize)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
