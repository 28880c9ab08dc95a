import { GAME_ART_RATIO } from '@casino/domain/games';
import { vars } from '@casino/ui/theme';
import { style } from '@vanilla-extract/css';

export const home = style({ display: 'grid', gap: vars.space.xl });
export const title = style({ margin: 0, fontSize: vars.font.sizeXl });
export const carousel = style({ position: 'relative', borderRadius: vars.radius.lg, overflow: 'hidden', background: vars.color.surfaceSunken });
export const slide = style({ position: 'relative' });
// Phones get a taller frame than the 1280×400 art (cropped to its middle): at 3.2:1 a 360-pixel-wide banner is
// 112 pixels tall and its title, text and link no longer fit over it. The loading skeleton takes the same shape.
const TABLET = 'screen and (min-width: 768px)';
export const bannerShape = style({ aspectRatio: '16 / 9', '@media': { [TABLET]: { aspectRatio: '1280 / 400' } } });
export const bannerImage = style([bannerShape, { display: 'block', inlineSize: '100%', blockSize: 'auto', objectFit: 'cover' }]);
export const caption = style({
  position: 'absolute', insetBlockEnd: 0, insetInlineStart: 0, padding: vars.space.md, display: 'grid', gap: vars.space.xs,
  '@media': { [TABLET]: { maxInlineSize: '60%', padding: vars.space.lg } },
  background: vars.color.overlay, color: '#fff', borderStartEndRadius: vars.radius.lg,
});
export const bannerTitle = style({ margin: 0, fontSize: vars.font.sizeLg });
export const bannerText = style({ margin: 0 });
export const bannerLink = style({ color: '#fff', fontWeight: vars.font.weightBold });
export const controls = style({ position: 'absolute', insetBlockStart: vars.space.sm, insetInlineEnd: vars.space.sm, display: 'flex', gap: vars.space.xs });
// One card width whatever a row holds: with `minmax(140px, 160px)` a row whose cards fitted drew them at 160 px and
// shrank them to 140 px when more arrived than fit (a layout shift on a revisit of the home page).
/** A card's width (the row is ui's SnapScroller, which takes it as its item width). */
export const CARD_WIDTH = '140px';
const CARD = 140;
/** A card: its art at the art's own shape across the card less its padding (4 px a side), and the title lines under it. */
const CARD_HEIGHT = Math.round((CARD - 8) * GAME_ART_RATIO + 56.4);
/** A row: the card, the title line above it with the gap, and the scrolling row's room for a focus ring (4 px a side). */
const ROW_HEIGHT = CARD_HEIGHT + 43;
// Rows below the fold are neither laid out nor painted until they come near the screen (content-visibility): on a
// slow phone the first screen, and a dialog opened over it, wait for nothing they do not show. The sizes they stand
// in with are a row's and a card's as laid out at every width (the columns are fixed): a row that stood in 13 px
// taller moved the page as it first rendered (Lighthouse's layout shift 0.005 on the home page).
export const row = style({ display: 'grid', gap: vars.space.sm, contentVisibility: 'auto', containIntrinsicSize: `auto ${ROW_HEIGHT}px` });
export const rowHeader = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md });
export const rowTitle = style({ margin: 0, fontSize: vars.font.sizeLg });
export const rowItem = style({ minInlineSize: 0, contentVisibility: 'auto', containIntrinsicSize: `auto ${CARD}px auto ${CARD_HEIGHT}px` });
