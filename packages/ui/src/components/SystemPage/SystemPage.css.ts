import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
  minHeight: '60vh',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.text,
});
export const visual = style({
  display: 'grid',
  placeItems: 'center',
  width: 96,
  height: 96,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.primary,
  '@media': { [media.mobile]: { width: 72, height: 72 } },
});
export const header = style({ margin: 0, fontSize: vars.font.sizeXxl, fontWeight: vars.font.weightBold, lineHeight: vars.font.lineHeightTight });
export const description = style({ margin: 0, maxWidth: 480, color: vars.color.textMuted });
