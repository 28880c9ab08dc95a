import type { StandingsRow } from '@casino/domain/ports';
import { Trans } from '@lingui/react/macro';
import { money } from '../parts.tsx';
import * as styles from '../tournaments.css.ts';

function Row({ row, sticky }: { row: StandingsRow; sticky?: boolean }) {
  const own = row.isMe ? (sticky ? styles.stickyOwnRow : styles.ownRow) : undefined;
  return (
    <tr className={own} aria-current={row.isMe ? 'true' : undefined} data-own-row={row.isMe || undefined}>
      <td className={styles.cell}>{row.place}</td>
      <td className={styles.cell}>
        {row.name}
        {row.isMe && <> (<Trans>you</Trans>)</>}
      </td>
      <td className={styles.cell}>{row.points}</td>
      <td className={styles.cell}>{row.prize ? money(row.prize) : '—'}</td>
    </tr>
  );
}

/**
 * Standings with the player's own row highlighted. When that row is outside the top rows shown, it is added after a
 * gap and stays stuck to the bottom of the window while the table is on screen, so the player always sees where
 * they stand.
 */
export function LeaderboardTable({ rows, ownRowBelow, caption, id }: { rows: readonly StandingsRow[]; ownRowBelow: StandingsRow | null; caption: string; id?: string }) {
  return (
    <div className={styles.tableWrap} id={id}>
      <table className={styles.table}>
        <caption className={styles.muted}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}><Trans>Place</Trans></th>
            <th scope="col" className={styles.headCell}><Trans>Player</Trans></th>
            <th scope="col" className={styles.headCell}><Trans>Points</Trans></th>
            <th scope="col" className={styles.headCell}><Trans>Prize</Trans></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => <Row key={row.place} row={row} />)}
          {ownRowBelow && (
            <>
              <tr aria-hidden="true"><td className={styles.cell} colSpan={4}>…</td></tr>
              <Row row={ownRowBelow} sticky />
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}
