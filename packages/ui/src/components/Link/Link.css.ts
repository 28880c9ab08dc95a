import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

export const link = recipe({
  base: {
    color: vars.color.accent,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: {
      // react-aria's data-* states, and the native ones of a plain anchor (a router link, `ExternalLink`)
      '&[data-hovered], &:not([data-rac]):hover': { textDecorationThickness: '2px' },
      '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRing,
      '&[data-pressed], &:not([data-rac]):active': { opacity: 0.8 },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default', textDecoration: 'none' },
      '&[data-current], &:not([data-rac])[aria-current]': { color: vars.color.text, textDecoration: 'none', fontWeight: vars.font.weightMedium },
    },
  },
  variants: {
    variant: { accent: {}, subtle: { color: vars.color.text } },
  },
  defaultVariants: { variant: 'accent' },
});
