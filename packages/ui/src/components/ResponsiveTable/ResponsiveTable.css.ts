import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The table's own box: cards or columns depend on its width, not the screen's, so a narrow column gets cards too. */
export const frame = style({ containerType: 'inline-size' });
/**
 * Narrower than this, the rows are cards: four or five columns do not fit a phone's 360 px, and a table wider than
 * the screen scrolls the whole page sideways.
 */
const NARROW = '(max-width: 599px)';

export const table = style({
  inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm,
  '@container': { [NARROW]: { display: 'block' } },
});
export const caption = style({ color: vars.color.textMuted, textAlign: 'start', paddingBlockEnd: vars.space.xs, '@container': { [NARROW]: { display: 'block' } } });
export const header = style({
  paddingBlock: vars.space.xs, paddingInline: vars.space.sm, textAlign: 'start', borderBlockEnd: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weightBold,
});
export const cell = style({
  paddingBlock: vars.space.xs, paddingInline: vars.space.sm, textAlign: 'start', borderBlockEnd: `1px solid ${vars.color.border}`,
  '@container': {
    [NARROW]: {
      display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, borderBlockEnd: 0,
      overflowWrap: 'anywhere', textAlign: 'end',
    },
  },
});
// The column names stay for screen readers (the table keeps its roles: see ResponsiveTable), out of sight on cards.
globalStyle(`${table} > thead`, {
  '@container': { [NARROW]: { display: 'block', position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } },
});
globalStyle(`${table} > tbody`, { '@container': { [NARROW]: { display: 'grid', gap: vars.space.sm } } });
globalStyle(`${table} > tbody > tr`, {
  '@container': { [NARROW]: { display: 'grid', paddingBlock: vars.space.xs, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md } },
});
// Each value of a card says its column's name. Its alternative text is empty: a screen reader already announces the
// column header with the cell, and would otherwise read the name twice.
globalStyle(`${cell}[data-label]::before`, {
  '@container': { [NARROW]: { content: 'attr(data-label) / ""', color: vars.color.textMuted, textAlign: 'start', flex: 'none', maxInlineSize: '50%' } },
});
// a cell with nothing in it (an action a row does not have) is no line of its own
globalStyle(`${cell}:empty`, { '@container': { [NARROW]: { display: 'none' } } });
// the actions of a card sit at its end, where the values are
globalStyle(`${cell}:not([data-label])`, { '@container': { [NARROW]: { justifyContent: 'flex-end' } } });
