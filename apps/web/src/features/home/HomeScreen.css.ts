import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const home = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ fontSize: vars.font.sizeXxl, margin: 0 });
export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' });
export const cardTitle = style({ fontSize: vars.font.sizeLg, marginBlock: 0 });
