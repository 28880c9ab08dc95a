import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Focus ring for `[data-focus-visible]` / `:focus-visible`; spread into a style's selectors. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

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
