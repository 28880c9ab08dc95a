import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const menu = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
// a finger-sized row per link
export const item = style({ display: 'flex', alignItems: 'center', minBlockSize: 44, textDecoration: 'none', fontSize: vars.font.sizeLg });
export const locales = style({ display: 'flex', gap: vars.space.md });
