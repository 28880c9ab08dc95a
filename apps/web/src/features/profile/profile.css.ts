import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const frame = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 992px)': { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});
export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignContent: 'start', '@media': { 'screen and (min-width: 992px)': { flexDirection: 'column' } } });
export const navLink = style({
  display: 'block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.surfaceRaised, fontWeight: 600 } },
});
export const content = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });
// sections kept back while the form above them loads: laid out as if the wrapper were not there; `hidden` must win
export const contents = style({ display: 'contents', selectors: { '&[hidden]': { display: 'none' } } });
export const title = style({ fontSize: vars.font.sizeXl, margin: 0 });
export const sectionTitle = style({ fontSize: vars.font.sizeLg, marginBlock: 0 });
export const form = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '36rem' });
export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
