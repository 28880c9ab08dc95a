import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';
import { sideways } from './sideways';

export const itemWidth = createVar();

export const scroller = style({
  ...sideways,
  listStyle: 'none',
  margin: 0,
  selectors: {
    // reachable by keyboard when nothing inside can take focus (SnapScroller sets tabIndex): arrows then scroll it
    '&:focus-visible': focusRing,
  },
});

/** How firmly the row stops on an item: cards stop on one (`mandatory`); a row of small chips only near one. */
export const snap = styleVariants({
  mandatory: { scrollSnapType: 'inline mandatory' },
  proximity: { scrollSnapType: 'inline proximity' },
});
export const gap = styleVariants({ sm: { gap: vars.space.sm }, md: { gap: vars.space.md } });
/** A thin bar where a mouse needs one to reach the end; none where the row is swiped (a phone's strip). */
export const scrollbar = styleVariants({ thin: { scrollbarWidth: 'thin' }, hidden: { scrollbarWidth: 'none' } });

export const item = style({
  // set on the row (SnapScroller's itemWidth); an item without one is as wide as its content
  flex: `0 0 ${fallbackVar(itemWidth, 'auto')}`,
  minInlineSize: 0,
  scrollSnapAlign: 'start',
});
