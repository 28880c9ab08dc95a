import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ fontSize: vars.font.sizeXxl, margin: 0 });
export const sectionTitle = style({ fontSize: vars.font.sizeXl, marginBlock: 0 });
export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', listStyle: 'none', padding: 0, margin: 0 });
export const gameGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', listStyle: 'none', padding: 0, margin: 0 });
export const card = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const cardImage = style({ inlineSize: '100%', blockSize: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.surfaceSunken });
export const cardTitle = style({ fontSize: vars.font.sizeLg, marginBlock: 0 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0 });
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: vars.font.weightBold });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const alert = style({ color: vars.color.danger, margin: 0 });
export const html = style({ lineHeight: 1.5, overflowWrap: 'anywhere' });
export const center = style({ display: 'grid', placeItems: 'center', minBlockSize: '12rem' });
/** No scrolling box of its own: the own row sticks to the window's bottom edge instead. */
export const tableWrap = style({ borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });
export const cell = style({ paddingBlock: vars.space.xs, paddingInline: vars.space.sm, textAlign: 'start', borderBlockEnd: `1px solid ${vars.color.border}` });
export const headCell = style([cell, { background: vars.color.surfaceRaised }]);
export const ownRow = style({ background: vars.color.surfaceRaised, fontWeight: vars.font.weightBold, outline: `2px solid ${vars.color.primary}`, outlineOffset: '-2px' });
/** The player's own row stays at the bottom of the window when it is outside the top rows. */
export const stickyOwnRow = style([ownRow, { position: 'sticky', insetBlockEnd: 0 }]);
export const amount = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' });
export const bigAmount = style({ fontSize: vars.font.sizeXxl, fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const winnerItem = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const thumb = style({ inlineSize: '3rem', blockSize: '3rem', borderRadius: vars.radius.sm, objectFit: 'cover', flexShrink: 0 });
