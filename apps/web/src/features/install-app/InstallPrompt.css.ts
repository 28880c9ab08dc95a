import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const offer = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineStart: vars.space.md,
  zIndex: 20,
  display: 'grid',
  gap: vars.space.sm,
  maxInlineSize: 'min(22rem, calc(100vw - 2rem))',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const text = style({ margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
