import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.sizeSm });
export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted });
export const separator = style({ color: vars.color.textMuted });
