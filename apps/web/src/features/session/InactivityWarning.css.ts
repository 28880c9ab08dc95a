import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const body = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const countdown = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});
