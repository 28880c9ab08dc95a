import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.text,
});
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
  color: vars.color.textMuted,
});
export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });
export const description = style({ margin: 0, maxWidth: 420, color: vars.color.textMuted });
