import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const skin = style({ fill: '#f2c9a0' });
export const suit = style({ fill: vars.color.primary });
export const hat = style({ fill: vars.color.accent });
export const chip = style({ fill: vars.color.surfaceRaised, stroke: vars.color.accent, strokeWidth: 3 });
export const ink = style({ fill: 'none', stroke: '#3a2a1a', strokeWidth: 3, strokeLinecap: 'round' });
export const eye = style({ fill: '#3a2a1a' });
export const glow = style({ fill: vars.color.primary, opacity: 0.15 });
