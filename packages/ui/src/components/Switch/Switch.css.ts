import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  minHeight: 24,
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 40,
  height: 24,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `2px solid ${vars.color.borderStrong}`,
  transition: `background-color ${vars.motion.durationFast}`,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${root}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-pressed] &`]: { filter: 'brightness(0.92)' },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineStart: 2,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `inset-inline-start ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-selected] &`]: { insetInlineStart: 18, background: vars.color.onPrimary },
  },
});
