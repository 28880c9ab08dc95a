import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  padding: vars.space.xl,
  marginBlockStart: vars.space.xxl,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const group = style({ minInlineSize: 160 });
export const title = style({ fontSize: vars.font.sizeMd, margin: 0, marginBlockEnd: vars.space.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const legal = style({ inlineSize: '100%', margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
