import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';
import { MIN_FRAME_HEIGHT } from './frame-size.ts';

export const page = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const title = style({ fontSize: vars.font.sizeXl, margin: 0 });
export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontSize: vars.font.sizeSm,
});
// the room is kept before the sportsbook has loaded or reported its height, so the footer does not jump
export const frame = style({ display: 'block', inlineSize: '100%', minBlockSize: `${MIN_FRAME_HEIGHT}px`, border: 0, borderRadius: vars.radius.md });
