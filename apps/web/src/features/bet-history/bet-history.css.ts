import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const stack = style({ display: 'grid', gap: vars.space.md });
export const error = style({ margin: 0, paddingInlineStart: vars.space.sm, borderInlineStart: `4px solid ${vars.color.danger}`, color: vars.color.text });
// the same frame as the profile's own pages, so the navigation sits in the same place on every child
export const frame = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 992px)': { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});
export const content = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });
export const title = style({ fontSize: vars.font.sizeXl, margin: 0 });
