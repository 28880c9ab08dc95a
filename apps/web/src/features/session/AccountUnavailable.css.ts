import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surfaceRaised,
  borderBlockEnd: `2px solid ${vars.color.warning}`,
  color: vars.color.text,
});
export const text = style({ margin: 0 });
