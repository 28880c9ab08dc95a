import { GAME_ART_RATIO } from '@casino/domain/games';
import type { GameSummary } from '@casino/domain/ports';
import { Link } from '@casino/ui/link';
import { GameCardSkeleton } from '@casino/ui/game-card';
import { Skeleton } from '@casino/ui/skeleton';
import { SnapScroller } from '@casino/ui/snap-scroller';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { GameTile } from '../shared/GameTile.tsx';
import * as styles from './home.css.ts';

/** A titled row of game cards with a link to all of them; a failed row says so instead of vanishing. */
export function GameRow({ title, href, games, status, onLike }: { title: ReactNode; href: string; games: readonly GameSummary[]; status: 'loading' | 'ready' | 'failed'; onLike: (s: string) => void }) {
  return (
    <section className={styles.row}>
      <div className={styles.rowHeader}>
        <h2 className={styles.rowTitle}>{title}</h2>
        <Link href={href}><Trans>See all</Trans></Link>
      </div>
      {status === 'failed' && <p><Trans>These games could not be loaded.</Trans></p>}
      <SnapScroller itemClassName={styles.rowItem} itemWidth={styles.CARD_WIDTH} snap="proximity" aria-busy={status === 'loading'}>
        {status === 'loading' ? tilePlaceholders() : games.map((game) => <GameTile key={game.sysname} game={game} onLike={onLike} width={160} />)}
      </SnapScroller>
    </section>
  );
}

// as tall as the cards that take their place: image-only ones were 46 px shorter, and the rows below moved up and
// down again as a row went from standing in to skeletons to games (a home page the browser rendered itself)
function tilePlaceholders() {
  return Array.from({ length: 6 }, (_, i) => <GameCardSkeleton key={i} ratio={GAME_ART_RATIO} />);
}

/** Where a row will be while the categories load: as tall as a row, so nothing below it moves when rows arrive. */
export function GameRowPlaceholder() {
  return (
    <section className={styles.row} aria-hidden="true">
      <div className={styles.rowHeader}>
        {/* a title line's height (1lh in the title's font), as the row's heading will have */}
        <div className={styles.rowTitle} style={{ flex: 1 }}><Skeleton width="40%" height="1lh" /></div>
      </div>
      <SnapScroller itemClassName={styles.rowItem} itemWidth={styles.CARD_WIDTH}>{tilePlaceholders()}</SnapScroller>
    </section>
  );
}
