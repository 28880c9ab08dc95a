import { GAME_ART_RATIO, gridColumns } from '@casino/domain/games';
import type { GameSummary } from '@casino/domain/ports';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GameTile } from '../shared/GameTile.tsx';
import * as styles from './hall.css.ts';
import { useGridScroll, type GridScrollMemory } from './grid-scroll.ts';
import { rememberRowSize, rememberTypicalRowSize, rowKey, rowSize, typicalRowSize } from './row-sizes.ts';

export interface GamesGridProps {
  readonly games: readonly GameSummary[];
  readonly layout: 'vertical' | 'horizontal';
  readonly onLike: (sysname: string) => void;
  /** Called when the last rows come near the viewport (the next page should load). */
  readonly onNearEnd: () => void;
  /** The player's place in this history entry's games, kept and restored by the grid (see useGridScroll). */
  readonly scrollMemory?: GridScrollMemory;
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

/** Columns and card width of a grid this wide (0: not measured yet, the prerender's cards). */
function gridShape(layout: GamesGridProps['layout'], width: number) {
  const columns = layout === 'horizontal' ? Math.max(1, Math.floor(gridColumns(width) / 2)) : gridColumns(width);
  const cardWidth = width ? Math.floor((width - GAP * (columns - 1)) / columns) : 180;
  return { columns, cardWidth, key: `${layout}:${columns}:${cardWidth}` };
}

/** The grid's width and its top in the page (the virtual rows' scroll margin). */
const measureBox = (element: HTMLElement) => ({ width: element.clientWidth, top: element.getBoundingClientRect().top + window.scrollY });

/**
 * The hall's games in rows of as many columns as the width allows; only the rows near the viewport are in the DOM,
 * so a hall of thousands of games stays light. Rows are measured, so a long title does not overlap the next row.
 */
export function GamesGrid({ games, layout, onLike, onNearEnd, scrollMemory }: GamesGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, top: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Measured when the browser lays the grid out anyway (a ResizeObserver's first call comes after layout), and
    // applied as a transition: a hydrating hall neither forces a layout nor renders its cards again in one task.
    // Until then the cards are laid out by CSS alone, as the prerender wrote them.
    const observer = new ResizeObserver(() => {
      const next = measureBox(element);
      // an in-flow row's height (a card and the gap under it), so measured rows taking over lay out where it was
      const card = element.querySelector<HTMLElement>('[role="listitem"]')?.getBoundingClientRect().height;
      if (card && !element.querySelector('[data-index]')) rememberTypicalRowSize(gridShape(layout, next.width).key, card + GAP);
      startTransition(() => setBox((now) => (now.width === next.width && now.top === next.top ? now : next)));
    });
    observer.observe(element);
    // the page's size changes too when something above the grid arrives or goes (the banners, which load on their
    // own): the grid's top then moves in the page without the grid changing size, and the rows' scroll margin must
    // follow it, or the rows drawn are those of another place in the list
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [layout]);
  const manyAtMount = useRef(games.length > STATIC_GAMES);
  useLayoutEffect(() => {
    // a hall rebuilt with many pages (Back to it) is measured before its first paint, so its rows and the restored
    // scroll position are right at once (never a prerendered page: that holds the first page only)
    const element = ref.current;
    if (manyAtMount.current && element) setBox(measureBox(element));
  }, []);
  const { columns, cardWidth, key: shape } = gridShape(layout, box.width);
  const rows = Math.ceil(games.length / columns);
  const keyOf = useCallback((row: number) => rowKey(shape, games.slice(row * columns, row * columns + columns).map((g) => g.sysname)), [shape, games, columns]);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    getItemKey: keyOf,
    estimateSize: (row) => rowSize(keyOf(row)) ?? (layout === 'horizontal' ? 120 : Math.round(cardWidth * GAME_ART_RATIO) + 64) + GAP,
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      rememberRowSize(String(instance.options.getItemKey(instance.indexFromElement(element))), size);
      return size;
    },
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
    // a measured row's height, before the browser paints the rows where the estimate put them
    if (!virtual) return;
    const measured = ref.current?.querySelector<HTMLElement>('[data-index]')?.getBoundingClientRect().height;
    if (measured && typicalRowSize(shape) === undefined) {
      rememberTypicalRowSize(shape, measured);
      virtualizer.measure();
    }
  });
  // a long list is ready once measured (at once when it mounts long): its virtual rows then have their height
  useGridScroll(ref, scrollMemory, virtual || games.length <= STATIC_GAMES);

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
