import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { choiceRow } from '../../theme/choice-row';
import { focusRing } from '../../theme/utils.css';

// never wider than the group: a horizontal row too long for a phone wraps instead of running off the screen
export const items = style({ display: 'flex', flexDirection: 'inherit', flexWrap: 'wrap', gap: vars.space.md, maxInlineSize: '100%' });

export const radio = style(choiceRow());

export const circle = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  transition: `border-width ${vars.motion.durationFast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-selected] &`]: { borderWidth: 6, borderColor: vars.color.primary },
    [`${radio}[data-pressed] &`]: { transform: 'scale(0.92)' },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
