import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '60rem' });
export const title = style({ fontSize: vars.font.sizeXxl, margin: 0 });
export const sectionTitle = style({ fontSize: vars.font.sizeLg, marginBlock: `0 ${vars.space.md}` });
export const contacts = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', listStyle: 'none', margin: 0, padding: 0 });
export const contact = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface, border: `1px solid ${vars.color.border}` });
export const contactLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const faq = style({ display: 'grid', gap: vars.space.xs });
export const question = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const summary = style({
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const answer = style({ marginBlockStart: vars.space.sm, color: vars.color.text });
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' });
export const notice = style({ padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceRaised, margin: 0 });
export const noticeError = style([notice, { borderColor: vars.color.danger }]);
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
