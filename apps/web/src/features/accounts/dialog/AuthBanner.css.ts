import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const compact = style({ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, padding: vars.space.sm });

export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const value = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold, color: vars.color.text });

export const addition = style({ fontSize: vars.font.sizeSm, color: vars.color.text });
globalStyle(`${addition} p`, { margin: 0 });

export const image = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md });
