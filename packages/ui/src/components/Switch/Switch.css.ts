import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceRow } from '../../theme/choice-row';
import { focusRing } from '../../theme/utils.css';

export const root = style(choiceRow('&[data-disabled], &:disabled'));

/** The native button of `PlainSwitch`: no button chrome, the track and label carry the look. */
export const plainRoot = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
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
    // react-aria's data-* states, and those of `PlainSwitch`'s native `<button role="switch">`
    [`${root}[data-hovered] &, ${root}:not([data-rac]):hover &`]: { borderColor: vars.color.text },
    [`${root}[data-selected] &, ${root}[aria-checked="true"] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${root}[data-focus-visible] &, ${root}:not([data-rac]):focus-visible &`]: focusRing,
    [`${root}[data-pressed] &, ${root}:not([data-rac]):active &`]: { filter: 'brightness(0.92)' },
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
    [`${root}[data-selected] &, ${root}[aria-checked="true"] &`]: { insetInlineStart: 18, background: vars.color.onPrimary },
  },
});
