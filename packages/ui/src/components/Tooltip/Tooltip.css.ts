import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tooltip = style({
  maxWidth: 280,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.font.sizeSm,
  boxShadow: vars.elevation.medium,
  selectors: { '&[data-entering]': { opacity: 0 } },
  transition: `opacity ${vars.motion.durationFast}`,
});

export const arrow = style({ fill: vars.color.text, display: 'block', selectors: { '[data-placement="bottom"] &': { transform: 'rotate(180deg)' } } });
