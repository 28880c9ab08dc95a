import { vars } from '@casino/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '28rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});
