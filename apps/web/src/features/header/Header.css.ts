import { style } from '@vanilla-extract/css';
import { down, vars } from '@casino/ui/theme';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  minHeight: 64,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const logo = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeLg });
export const nav = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', '@media': { [down('tablet')]: { order: 3, inlineSize: '100%' } } });
export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginInlineStart: 'auto', flexWrap: 'wrap' });
export const locales = style({ display: 'flex', gap: vars.space.xs });
export const locale = style({ selectors: { '&[aria-current="true"]': { fontWeight: vars.font.weightBold, textDecoration: 'underline' } } });
export const balance = style({ position: 'relative' });
export const breakdown = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: '100%',
  zIndex: 10,
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: vars.space.xs,
  padding: vars.space.md,
  margin: 0,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 220,
});
export const player = style({ color: vars.color.textMuted });
export const visuallyHidden = style({ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
