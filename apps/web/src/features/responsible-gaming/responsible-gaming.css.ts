import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const frame = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 992px)': { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});
export const content = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start' });
export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const title = style({ fontSize: vars.font.sizeXl, margin: 0 });
export const sectionTitle = style({ fontSize: vars.font.sizeLg, marginBlock: 0 });
export const limitTitle = style({ fontSize: vars.font.sizeMd, marginBlock: 0 });
export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' });
export const card = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const form = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '36rem' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const figures = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space.sm, rowGap: vars.space.xs, margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const pending = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceRaised });
export const text = style({ margin: 0 });
