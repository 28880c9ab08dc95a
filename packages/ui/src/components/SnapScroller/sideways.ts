/**
 * The rules that make a list one row that scrolls sideways and stops on each item. Shared by SnapScroller (always
 * sideways) and SnapRow (sideways only where it is narrow), so the two rows scroll, stop and show focus alike.
 */
export const sideways = {
  display: 'flex',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorInline: 'contain',
  // a focused item is scrolled into view with a little room beside it, not flush with the row's edge
  scrollPaddingInline: 8,
  // the focus ring of an item stays inside the box that clips it, and the row still lines up with the page
  padding: 4,
  marginInline: -4,
} as const;
