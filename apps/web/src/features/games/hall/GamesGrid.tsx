import { gridColumns } from '@casino/domain';
import type { GameSummary } from '@casino/domain/ports';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GameTile } from '../shared/GameTile.tsx';
import * as styles from './hall.css.ts';

export interface GamesGridProps {
  readonly games: readonly GameSummary[];
  readonly layout: 'vertical' | 'horizontal';
  readonly onLike: (sysname: string) => void;
  /** Called when the last rows come near the viewport (the next page should load). */
  readonly onNearEnd: () => void;
}

const GAP = 12;
/**
 * Up to this many games the grid stays in flow, as the prerender wrote it: nothing worth virtualising yet, and a
 * prerendered hall hydrates its cards once instead of hydrating them and building them again as measured rows. Past
 * it (the third page) the rows near the viewport are all that is in the DOM.
 */
const STATIC_GAMES = 48;
/** How far below the viewport the end of an in-flow grid asks for the next page. */
const NEAR_END_MARGIN = '600px';

/**
 * Row heights seen per grid shape. Rows of one shape are all alike, so a grid built again (Back to the hall) lays
 * out unmeasured rows at their real height, and the restored scroll position shows the same games as before.
 */
const rowHeights = new Map<string, number>();

/**
 * The hall's games in rows of as many columns as the width allows; only the rows near the viewport are in the DOM,
 * so a hall of thousands of games stays light. Rows are measured, so a long title does not overlap the next row.
 */
export function GamesGrid({ games, layout, onLike, onNearEnd }: GamesGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setBox({ width: element.clientWidth, top: element.getBoundingClientRect().top + window.scrollY });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const columns = layout === 'horizontal' ? Math.max(1, Math.floor(gridColumns(box.width) / 2)) : gridColumns(box.width);
  const cardWidth = box.width ? Math.floor((box.width - GAP * (columns - 1)) / columns) : 180;
  const rows = Math.ceil(games.length / columns);
  const shape = `${layout}:${columns}:${cardWidth}`;
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeights.get(shape) ?? (layout === 'horizontal' ? 120 : Math.round(cardWidth * 1.3) + 64) + GAP,
    overscan: 3,
    scrollMargin: box.top,
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1);
  const virtual = box.width > 0 && games.length > STATIC_GAMES;
  useLayoutEffect(() => {
    // not before the first measure: unmeasured, every row seems near the end (and a prerendered hall is hydrating)
    if (virtual && last && last.index >= rows - 1) onNearEnd();
  }, [virtual, last, rows, onNearEnd]);
  // the in-flow grid asks for more when its end comes near the viewport
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = end.current;
    if (virtual || !box.width || !target || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onNearEnd(), { rootMargin: `0px 0px ${NEAR_END_MARGIN}` });
    observer.observe(target);
    return () => observer.disconnect();
  }, [virtual, box.width, games.length, onNearEnd]);
  useLayoutEffect(() => {
    // a row's height, measured in either form (an in-flow row is a card and the gap under it), so the measured rows
    // that take over from the in-flow grid lay out where its rows were
    const first = ref.current?.querySelector<HTMLElement>(virtual ? '[data-index]' : '[role="listitem"]');
    const measured = first?.getBoundingClientRect().height;
    const height = measured && (virtual ? measured : measured + GAP);
    if (height && box.width && rowHeights.get(shape) !== height) {
      rowHeights.set(shape, height);
      if (virtual) virtualizer.measure();
    }
  });

  if (!virtual) {
    // the prerender, the first render in the browser (see staticGrid), and a list of a few pages
    return (
      <div ref={ref} className={styles.gridHost}>
        <div className={styles.staticGrid[layout]} role="list">
          {games.slice(0, STATIC_GAMES).map((game) => (
            <div role="listitem" key={game.sysname}>
              <GameTile game={game} layout={layout} onLike={onLike} width={cardWidth} />
            </div>
          ))}
        </div>
        <div ref={end} aria-hidden="true" />
      </div>
    );
  }
  return (
    <div ref={ref} className={styles.gridHost} style={{ blockSize: virtualizer.getTotalSize() }} role="list">
      {items.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={styles.row}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GAP, paddingBlockEnd: GAP }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((game) => (
            <div role="listitem" key={game.sysname}>
              <GameTile game={game} layout={layout} onLike={onLike} width={cardWidth} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
