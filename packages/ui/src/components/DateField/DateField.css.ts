import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dateInput = style({ display: 'flex', alignItems: 'center', paddingInline: vars.space.md, flex: 1 });
export const segment = style({
  paddingInline: 1,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});
