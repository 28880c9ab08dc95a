import { style } from '@vanilla-extract/css';

// no box of its own: the image is laid out as the slot's child, as it was before it had sources per width
export const picture = style({ display: 'contents' });
