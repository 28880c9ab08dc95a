import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The row of a checkbox, a radio or a switch: the control beside its label, the whole row clickable and dimmed while
 * disabled. `disabled` selects that state: react-aria's attribute, to which a native control adds `:disabled`.
 *
 * A plain module, not a `.css.ts`: a stylesheet file may export only styles and values, not functions.
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
