import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  borderRadius: 'inherit',
});
const fill = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });
export const img = styleVariants({ cover: [fill, { objectFit: 'cover' }], contain: [fill, { objectFit: 'contain' }] });
export const fallback = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: vars.color.textMuted });
