import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sideways } from '../SnapScroller/sideways';

export const minItem = createVar();
export const narrowItem = createVar();

/** The row's own box: what it shows depends on its width, not the screen's, so it also behaves in a narrow column. */
export const frame = style({ containerType: 'inline-size' });
/** Narrower than this, the row scrolls sideways: a phone's width, less the page's margins. */
const NARROW = '(max-width: 599px)';

/**
 * A grid of equal columns where there is room; when narrow (a phone) one row that scrolls sideways and stops on each item, the
 * next item showing at the edge so the player sees there is more. Stacking the items instead filled a phone's first
 * screen with them before the content they introduce.
 */
export const row = style({
  display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItem}, 100%), 1fr))`,
  '@container': {
    [NARROW]: {
      // what SnapScroller always is
      ...sideways, scrollSnapType: 'inline mandatory', scrollbarWidth: 'none',
    },
  },
});

export const item = style({
  minInlineSize: 0,
  '@container': { [NARROW]: { flex: `0 0 ${narrowItem}`, scrollSnapAlign: 'start' } },
});
