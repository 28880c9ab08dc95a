import { vars } from '@casino/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * Narrow (a phone): the strip is one sideways row (ui's SnapRow) whose cards stay under a third of the screen's
 * height, so the games or promotions below show on the first screen. The image gets a wider crop and the text two
 * lines; the whole text is on the page the banner links to.
 */
const NARROW = '(max-width: 599px)';

export const card = style({ blockSize: '100%' });
export const image = style({
  inlineSize: '100%', blockSize: 'auto', borderRadius: vars.radius.md, aspectRatio: '2 / 1', objectFit: 'cover',
  '@container': { [NARROW]: { aspectRatio: '4 / 1' } },
});
export const text = style({
  color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0,
  '@container': { [NARROW]: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } },
});
