import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const square = style({ paddingInline: 0, aspectRatio: '1', borderRadius: vars.radius.full });
