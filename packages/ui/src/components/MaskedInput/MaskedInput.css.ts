import { style } from '@vanilla-extract/css';

export const masked = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' });
