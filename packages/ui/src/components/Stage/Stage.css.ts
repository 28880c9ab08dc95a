import { createVar, fallbackVar, globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { STAGE_COMPACT } from './query';

export const ratio = createVar();
export const reserve = createVar();

/**
 * The stage over the whole viewport: a slim bar over an area that takes the rest. `dvh` follows a phone's browser
 * bars as they show and hide (`vh` is the tallest viewport, whose bottom a shown toolbar covers); `vh` first for
 * browsers without it. The safe-area padding keeps the bar and the area out of a notch when turned; those insets are
 * physical sides of the screen, whatever the text direction.
 */
const covering: StyleRule = {
  position: 'fixed', insetBlockStart: 0, insetInline: 0, blockSize: ['100vh', '100dvh'],
  gridTemplateRows: 'auto minmax(0, 1fr)', gap: 0, maxInlineSize: 'none',
  paddingLeft: 'env(safe-area-inset-left)', paddingRight: 'env(safe-area-inset-right)', paddingBottom: 'env(safe-area-inset-bottom)',
  background: vars.color.background,
  // over a page's sticky header and offers, under a full-screen area (`covering`) and dialogs
  zIndex: 900,
};

const rootBase = style({ display: 'grid', gap: vars.space.md });
/** Fills the viewport only where it is compact (STAGE_COMPACT); elsewhere a page section with the area at `ratio`. */
export const compact = style([rootBase, { '@media': { [STAGE_COMPACT]: covering } }]);
export const always = style([rootBase, covering]);

// The document under a filling stage does not scroll: one scroll area (the stage's content) instead of two, and no
// page sliding about under a game being swiped.
const still = { overflow: 'hidden', overscrollBehavior: 'none' } as const;
globalStyle(`html:has(${compact})`, { '@media': { [STAGE_COMPACT]: still } });
globalStyle(`html:has(${always})`, still);

const barFilling: StyleRule = { gap: vars.space.xs, paddingBlock: vars.space.xs, paddingInline: vars.space.sm };
export const bar = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minInlineSize: 0,
  selectors: { [`${always} > &`]: barFilling },
  '@media': { [STAGE_COMPACT]: { selectors: { [`${compact} > &`]: barFilling } } },
});

const areaFilling: StyleRule = { aspectRatio: 'auto', blockSize: '100%', maxBlockSize: 'none', borderRadius: 0 };
/**
 * In a page, the area keeps its aspect ratio, no taller than the viewport less `reserve` (the page's header and the
 * bar); filling, it takes all the room below the bar.
 */
export const area = style({
  position: 'relative', inlineSize: '100%', minBlockSize: 0, overflow: 'hidden', background: '#000', borderRadius: vars.radius.lg,
  aspectRatio: fallbackVar(ratio, '16 / 9'),
  maxBlockSize: [`calc(100vh - ${fallbackVar(reserve, '180px')})`, `calc(100dvh - ${fallbackVar(reserve, '180px')})`],
  selectors: { [`${always} > &`]: areaFilling },
  '@media': { [STAGE_COMPACT]: { selectors: { [`${compact} > &`]: areaFilling } } },
});
/** The area over everything, the whole viewport (a stand-in for full screen where the browser has no Fullscreen API). */
export const areaCovering = style({
  position: 'fixed', inset: 0, zIndex: 1000, aspectRatio: 'auto', blockSize: ['100vh', '100dvh'], maxBlockSize: 'none', borderRadius: 0,
});
