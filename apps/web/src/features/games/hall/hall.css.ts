import { vars } from '@casino/ui/theme';
import { gridColumns } from '@casino/domain/games';
import { style, styleVariants } from '@vanilla-extract/css';

// one column as wide as the page: an auto column would grow to the category row's full length (its tabs do not wrap)
export const hall = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.font.sizeXl });
// the banners' slot takes no box of its own (its strip is one of the hall's rows); hidden while the hall holds
export const top = style({ display: 'contents', selectors: { '&[hidden]': { display: 'none' } } });
export const category = style({
  display: 'inline-block', whiteSpace: 'nowrap', paddingBlock: vars.space.xs, paddingInline: vars.space.md, borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`, color: vars.color.text, textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary } },
});
// the two pickers and their placeholders take the same two cells, so nothing moves when the pickers arrive (a 200 px
// minimum each put the second picker under the first on a phone, where the placeholders had stood in one row)
export const filters = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 15rem))', gap: vars.space.md, alignItems: 'end' });
export const filter = style({ minInlineSize: 0 });
// the host is a size container: the grid before its first measure takes its columns from the same widths (below)
export const gridHost = style({ position: 'relative', inlineSize: '100%', containerType: 'inline-size' });

/** The widths at which `gridColumns` adds a column (its thresholds), so CSS and the measured grid agree. */
const COLUMN_WIDTHS = [480, 768, 992, 1280, 1440];
const columnsAt = (layout: 'vertical' | 'horizontal', width: number) => (layout === 'horizontal' ? Math.max(1, Math.floor(gridColumns(width) / 2)) : gridColumns(width));
const staticColumns = (layout: 'vertical' | 'horizontal') => ({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: `repeat(${columnsAt(layout, 0)}, minmax(0, 1fr))`,
  '@container': Object.fromEntries(COLUMN_WIDTHS.map((width) => [`(min-width: ${width}px)`, { gridTemplateColumns: `repeat(${columnsAt(layout, width)}, minmax(0, 1fr))` }])),
});
/**
 * The grid as a prerendered page shows it (and the browser's first render, which hydrates it): every game in flow,
 * as many columns as the measured grid will have, so the switch to measured rows moves nothing.
 */
export const staticGrid = styleVariants({ vertical: staticColumns('vertical'), horizontal: staticColumns('horizontal') });
export const row = style({ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%', display: 'grid' });
export const skeletons = style({ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' });
export const footer = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, paddingBlock: vars.space.lg });
export const count = style({ color: vars.color.textMuted, margin: 0 });
