import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const stack = style({ display: 'grid', gap: vars.space.sm, marginBlockEnd: vars.space.md });
export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
export const text = style({ margin: 0, flex: '1 1 18rem' });
