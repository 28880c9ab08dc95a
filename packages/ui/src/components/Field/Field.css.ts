import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.color.text });

export const description = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.sizeXs, color: vars.color.danger });

/** The box around an input (also used as a group holding adornments). */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.layout.controlHeightMd,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  transition: `border-color ${vars.motion.durationFast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within], &[data-focus-visible]': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
    '&[data-invalid], [data-invalid] > &': { borderColor: vars.color.danger },
    '&[data-disabled], [data-disabled] > &': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  paddingInline: vars.space.md,
  background: 'transparent',
  border: 0,
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 }, '&[data-disabled]': { cursor: 'not-allowed' } },
});

/**
 * A standalone input (no group): the control look applied to the input itself. The box is restated here: composed
 * classes apply in the order they are defined, so `input`'s transparent background and zero border (right for an
 * input inside a group) would otherwise wipe out `control`'s boundary and leave a label over empty space.
 */
export const standaloneInput = style([control, input, {
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': { borderColor: vars.color.focus, outline: `1px solid ${vars.color.focus}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
}]);

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.layout.controlHeightSm,
  alignSelf: 'stretch',
  background: 'transparent',
  border: 0,
  color: vars.color.textMuted,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
