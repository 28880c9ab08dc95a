/**
 * Heights of the hall's rows as the browser measured them, kept for the page's life. A hall built again (Back from a
 * game) lays every row seen before out at its real height, so the restored scroll position shows the same games;
 * without it, rows above the viewport took one typical height, and a few two-line titles among them moved the games
 * the player left off screen.
 *
 * A row's height depends on the grid's shape (columns, card width) and on its games (the longest title), so both
 * make its key. Rows never measured take their shape's typical height: the last in-flow or first virtual row seen.
 */
const LIMIT = 5_000;
const bySize = new Map<string, number>();
const typical = new Map<string, number>();

/** The key of a row of these games in a grid of this shape. */
export const rowKey = (shape: string, sysnames: readonly string[]): string => `${shape}|${sysnames.join(',')}`;

export function rememberRowSize(key: string, size: number): void {
  // the newest last, so the oldest goes first once a long session has seen very many rows
  bySize.delete(key);
  bySize.set(key, size);
  if (bySize.size > LIMIT) bySize.delete(bySize.keys().next().value!);
}

/** A row's measured height, or its shape's typical height, or undefined when the shape was never seen. */
export const rowSize = (key: string): number | undefined => bySize.get(key) ?? typical.get(key.slice(0, key.indexOf('|')));

export const typicalRowSize = (shape: string): number | undefined => typical.get(shape);
export const rememberTypicalRowSize = (shape: string, size: number): void => void typical.set(shape, size);
