import { style } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const sprite = style({ position: 'absolute', width: 0, height: 0, overflow: 'hidden' });

export const flip = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
