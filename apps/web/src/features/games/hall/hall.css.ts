import { vars } from '@casino/ui/theme';
import { style } from '@vanilla-extract/css';

export const hall = style({ display: 'grid', gap: vars.space.lg });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.font.sizeXl });
export const categories = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const category = style({
  display: 'inline-block', paddingBlock: vars.space.xs, paddingInline: vars.space.md, borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`, color: vars.color.text, textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary } },
});
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const filter = style({ minInlineSize: 200 });
export const gridHost = style({ position: 'relative', inlineSize: '100%' });
export const row = style({ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%', display: 'grid' });
export const skeletons = style({ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' });
export const footer = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, paddingBlock: vars.space.lg });
export const count = style({ color: vars.color.textMuted, margin: 0 });
