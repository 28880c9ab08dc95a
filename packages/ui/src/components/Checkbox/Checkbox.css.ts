import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceRow } from '../../theme/choice-row';
import { focusRing } from '../../theme/utils.css';

export const checkbox = style(choiceRow());

export const box = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 20,
  height: 20,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  color: 'transparent',
  transition: `background-color ${vars.motion.durationFast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${checkbox}[data-pressed] &`]: { transform: 'scale(0.92)' },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
