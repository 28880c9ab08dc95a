import { style } from '@vanilla-extract/css';

/** The gate's box takes no part in the layout: its content sits in the parent's grid or flow as it would alone. */
export const contents = style({ display: 'contents' });
