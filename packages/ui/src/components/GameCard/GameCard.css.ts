import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    gap: vars.space.sm,
    padding: vars.space.xs,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}, box-shadow ${vars.motion.durationFast}`,
    selectors: {
      '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.elevation.medium },
      '&:focus-within': { boxShadow: vars.elevation.medium },
    },
  },
  variants: {
    layout: {
      vertical: { flexDirection: 'column', width: '100%' },
      horizontal: { flexDirection: 'row', alignItems: 'center' },
    },
  },
  defaultVariants: { layout: 'vertical' },
});

export const media = recipe({
  base: { position: 'relative', flexShrink: 0, borderRadius: vars.radius.md, overflow: 'hidden' },
  variants: { layout: { vertical: { width: '100%' }, horizontal: { width: 88 } } },
});

export const badges = style({ position: 'absolute', insetBlockStart: vars.space.xs, insetInlineStart: vars.space.xs, display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, zIndex: 1 });

export const favourite = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  zIndex: 2,
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  border: 0,
  background: vars.color.overlay,
  color: '#ffffff',
  cursor: 'pointer',
  selectors: {
    // a native toggle button: its states are the browser's (see GameCard's Favourite)
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': { color: vars.color.danger },
    '&:focus-visible': focusRing,
    '&:active': { transform: 'scale(0.92)' },
  },
});

export const heartFilled = style({ fill: 'currentColor' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, paddingInline: vars.space.xs, paddingBlockEnd: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, lineHeight: vars.font.lineHeightTight, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The title link covers the whole card (the favourite button sits above it). */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    // the native link (an address) and react-aria's (a press only) both show the ring for keyboard focus
    '&:focus-visible::after, &[data-focus-visible]::after': focusRing,
  },
});

export const subtitle = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** GameCardSkeleton: a stand-in, not a card to point at (no hover lift). */
export const placeholder = style({ pointerEvents: 'none' });
