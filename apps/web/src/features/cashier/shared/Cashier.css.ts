import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

// one column the page's width: an `auto` column grows to its widest child's content (the tabs, a table) and makes
// the page wider than a phone's screen
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, maxInlineSize: '60rem', marginInline: 'auto', paddingBlock: vars.space.lg, paddingInline: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.font.sizeXl });
export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const stack = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });

/** ContainerView stacks methods above the form; ContainerScrollView puts a scrolling method list beside it. */
/** The room a cashier form takes on a phone while it loads: what a card method's form fills. */
export const formPlaceholderHeight = '24rem';

// `hidden` while the deposit form waits for its offers (DepositView): the grid would otherwise override it
const hideable = { selectors: { '&[hidden]': { display: 'none' } } } as const;
export const layout = styleVariants({
  ContainerView: { display: 'grid', gap: vars.space.lg, ...hideable },
  ContainerScrollView: {
    display: 'grid',
    gap: vars.space.lg,
    ...hideable,
    '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(14rem, 1fr) 2fr', alignItems: 'start' } },
  },
});
export const methodList = styleVariants({
  ContainerView: {},
  ContainerScrollView: { '@media': { 'screen and (min-width: 768px)': { maxBlockSize: '70vh', overflowY: 'auto' } } },
});
export const methodLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const logo = style({ inlineSize: '40px', blockSize: '28px', objectFit: 'contain' });

const noticeBase = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
export const notice = styleVariants({ error: [noticeBase, { borderColor: vars.color.danger }], info: [noticeBase, { borderColor: vars.color.info }] });

export const status = styleVariants({
  pending: { color: vars.color.text, fontWeight: vars.font.weightBold, borderInlineStart: `4px solid ${vars.color.warning}`, paddingInlineStart: vars.space.xs },
  success: { color: vars.color.text, fontWeight: vars.font.weightBold, borderInlineStart: `4px solid ${vars.color.success}`, paddingInlineStart: vars.space.xs },
  failed: { color: vars.color.text, fontWeight: vars.font.weightBold, borderInlineStart: `4px solid ${vars.color.danger}`, paddingInlineStart: vars.space.xs },
  cancelled: { color: vars.color.textMuted, fontWeight: vars.font.weightBold, borderInlineStart: `4px solid ${vars.color.border}`, paddingInlineStart: vars.space.xs },
});
export const frame = style({ inlineSize: '100%', blockSize: '28rem', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: '#fff' });
export const details = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
