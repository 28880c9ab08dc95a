import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' } });

export const region = style({
  position: 'fixed',
  // insetBlockStart is set inline from the header height, so toasts stack just under the header.
  insetInlineEnd: vars.space.lg,
  zIndex: 1100,
  width: 'min(380px, calc(100vw - 32px))',
  pointerEvents: 'none',
  '@media': { [media.mobile]: { insetInline: vars.space.sm, width: 'auto' } },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    paddingInlineStart: vars.space.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    borderInlineStart: '4px solid',
    boxShadow: vars.elevation.medium,
    animation: `${enter} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  },
  variants: {
    kind: {
      info: { borderInlineStartColor: vars.color.info },
      success: { borderInlineStartColor: vars.color.success },
      warning: { borderInlineStartColor: vars.color.warning },
      error: { borderInlineStartColor: vars.color.danger },
    },
  },
});

export const iconColor = recipe({
  base: { marginBlockStart: 2 },
  variants: {
    kind: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      error: { color: vars.color.danger },
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });
export const title = style({ fontWeight: vars.font.weightBold });
export const description = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
