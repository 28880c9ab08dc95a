import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const notice = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
});
export const promoRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const promoInput = style({ flex: 1, minInlineSize: 0 });
export const promoState = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: 24,
  marginBlockStart: 30,
  color: vars.color.success,
});
export const checks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const checkError = style({ color: vars.color.danger, fontSize: vars.font.sizeSm, margin: 0 });
export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', justifyContent: 'center' });
export const divider = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const popup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
