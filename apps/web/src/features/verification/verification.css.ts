import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const frame = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 992px)': { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});
export const content = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', justifyItems: 'start' });
export const title = style({ fontSize: vars.font.sizeXl, margin: 0 });
export const text = style({ margin: 0 });
export const popup = style({ display: 'grid', gap: vars.space.md, minBlockSize: '20rem' });
/** The provider's frame sizes itself to its content; the container only gives it the dialog's width. */
export const sdk = style({ inlineSize: '100%', minBlockSize: '16rem' });
export const failure = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceRaised });
