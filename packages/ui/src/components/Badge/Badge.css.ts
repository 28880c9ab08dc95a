import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInline: vars.space.sm,
    minHeight: 20,
    borderRadius: vars.radius.full,
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightBold,
    lineHeight: 1,
    textTransform: 'uppercase',
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.secondary, color: vars.color.onSecondary },
      primary: { background: vars.color.primary, color: vars.color.onPrimary },
      success: { background: vars.color.success, color: vars.color.textInverse },
      danger: { background: vars.color.danger, color: vars.color.onDanger },
      info: { background: vars.color.info, color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
