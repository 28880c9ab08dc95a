import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stepper = style({ fontSize: vars.font.sizeLg });
export const numberInput = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
