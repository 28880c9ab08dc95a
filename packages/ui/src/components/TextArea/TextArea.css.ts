import { style } from '@vanilla-extract/css';

/** Grows with the text vertically only, so it never pushes the layout sideways. */
export const area = style({ resize: 'vertical', minHeight: '7rem', height: 'auto', paddingBlock: '0.5rem', fontFamily: 'inherit', lineHeight: 1.5 });
