/** What a keyboard can reach on its own: the row needs no tab stop of its own when one of these is inside. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Whether a sideways row must be a tab stop itself: it overflows (there is something to scroll to) and nothing in
 * it can take focus (tabbing to an item would otherwise scroll the row). A keyboard user then focuses the row and
 * scrolls it with the arrow keys.
 */
export function needsOwnTabStop(row: HTMLElement): boolean {
  if (row.scrollWidth <= row.clientWidth) return false;
  return row.querySelector(FOCUSABLE) === null;
}
