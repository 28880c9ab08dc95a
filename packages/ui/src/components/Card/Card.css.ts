import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.md, borderRadius: vars.radius.lg, color: vars.color.text, minWidth: 0 },
  variants: {
    elevation: {
      flat: { background: vars.color.surface, border: `1px solid ${vars.color.border}` },
      raised: { background: vars.color.surfaceRaised, boxShadow: vars.elevation.medium },
    },
    padding: { none: {}, sm: { padding: vars.space.md }, md: { padding: vars.space.lg }, lg: { padding: vars.space.xl } },
  },
  defaultVariants: { elevation: 'flat', padding: 'md' },
});
