import { vars } from '@casino/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.font.sizeXl });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const card = style({
  display: 'grid', justifyItems: 'center', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.lg, textDecoration: 'none',
  background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}`,
});
export const logo = style({ inlineSize: 160, blockSize: 80, objectFit: 'contain', maxInlineSize: '100%' });
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
