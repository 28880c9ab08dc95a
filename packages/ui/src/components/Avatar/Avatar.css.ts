import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontWeight: vars.font.weightBold,
  userSelect: 'none',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
