import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', flexWrap: 'wrap' });
export const page = style({ minWidth: vars.layout.controlHeightMd, paddingInline: vars.space.sm });
export const current = style({ selectors: { '&&': { background: vars.color.primary, color: vars.color.onPrimary } } });
export const gap = style({ paddingInline: vars.space.xs, color: vars.color.textMuted });
export const loadMore = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, width: '100%', maxWidth: 320, marginInline: 'auto' });
