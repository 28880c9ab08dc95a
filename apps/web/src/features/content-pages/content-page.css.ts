import { vars } from '@casino/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '72ch', marginInline: 'auto', padding: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.font.sizeXl });
export const crumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, fontSize: vars.font.sizeSm });
export const crumb = style({
  display: 'flex',
  gap: vars.space.xs,
  selectors: { '&:not(:last-child)::after': { content: '"/"', color: vars.color.textMuted } },
});
export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const html = style({ lineHeight: 1.6 });
export const center = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, padding: vars.space.xl });
