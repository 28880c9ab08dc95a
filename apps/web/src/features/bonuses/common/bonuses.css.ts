import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.xl, maxInlineSize: 960 });
export const title = style({ fontSize: vars.font.sizeXxl, margin: 0 });
export const section = style({ display: 'grid', gap: vars.space.md });
export const sectionTitle = style({ fontSize: vars.font.sizeLg, margin: 0 });
export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' });
export const card = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const cardHead = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' });
export const cardTitle = style({ fontSize: vars.font.sizeMd, margin: 0 });
export const amount = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, margin: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const notice = style({ color: vars.color.danger, margin: 0 });
export const image = style({ inlineSize: '100%', blockSize: 'auto', borderRadius: vars.radius.md, aspectRatio: '2 / 1', objectFit: 'cover' });
export const form = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', flexWrap: 'wrap' });
export const formField = style({ flex: '1 1 220px' });
export const formButton = style({ marginBlockStart: 26 });
