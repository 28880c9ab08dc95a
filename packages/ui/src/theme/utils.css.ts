import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Focus ring for `[data-focus-visible]` / `:focus-visible`; spread into a style's selectors. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/**
 * The row of a checkbox, a radio or a switch: the control beside its label, the whole row clickable and dimmed while
 * disabled. `disabled` selects that state: react-aria's attribute, to which a native control adds `:disabled`.
 */
export const choiceRow = (disabled = '&[data-disabled]'): StyleRule => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  minHeight: 24,
  selectors: { [disabled]: { opacity: 0.5, cursor: 'not-allowed' } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
