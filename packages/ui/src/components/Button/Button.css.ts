import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

/**
 * Each state twice: react-aria's `data-*` attribute, and the native pseudo-class for the plain `<button>` of
 * `PlainButton` (no `data-rac`), so both look the same.
 */
const hovered = '&[data-hovered], &:not([data-rac]):enabled:hover';
const pressed = '&[data-pressed], &:not([data-rac]):enabled:active';
const focusVisible = '&[data-focus-visible], &:not([data-rac]):focus-visible';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontFamily: 'inherit',
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    cursor: 'pointer',
    textDecoration: 'none',
    userSelect: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, transform ${vars.motion.durationFast}`,
    selectors: {
      [focusVisible]: focusRing,
      [pressed]: { transform: 'scale(0.98)' },
      '&[data-disabled], &:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          [hovered]: { background: vars.color.primaryHover },
          [pressed]: { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.onSecondary,
        selectors: { [hovered]: { background: vars.color.secondaryHover } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { [hovered]: { background: vars.color.secondary } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { [hovered]: { background: vars.color.secondary } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { [hovered]: { filter: 'brightness(1.08)' } },
      },
    },
    size: {
      sm: { minHeight: vars.layout.controlHeightSm, paddingInline: vars.space.md, fontSize: vars.font.sizeSm },
      md: { minHeight: vars.layout.controlHeightMd, paddingInline: vars.space.lg, fontSize: vars.font.sizeMd },
      lg: { minHeight: vars.layout.controlHeightLg, paddingInline: vars.space.xl, fontSize: vars.font.sizeLg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const hidden = style({ visibility: 'hidden' });
export const pending = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' });
