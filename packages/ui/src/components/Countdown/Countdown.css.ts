import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const countdown = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontVariantNumeric: 'tabular-nums', color: vars.color.text });
export const label = style({ color: vars.color.textMuted });
