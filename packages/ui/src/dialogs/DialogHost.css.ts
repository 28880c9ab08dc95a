import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

// A dialog's content is visible from its first frame: only the backdrop fades in (its colour, not the overlay's
// opacity, which would hide the dialog inside it too) and the box rises into place. Faded in from opacity 0, a popup
// counted as painted only when its animation ended, 200 ms after it was there: on a player's page, where a campaign
// popup is often the largest element, that was 200 ms of LCP.
const fade = keyframes({ from: { backgroundColor: 'transparent' } });
const rise = keyframes({ from: { transform: 'translateY(12px) scale(0.98)' } });
const slideEnd = keyframes({ from: { transform: 'translateX(100%)' } });
const slideStart = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' } });

export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    // over anything a page lifts above its content (a game covering a phone's screen, a sticky header), under toasts
    zIndex: 1050,
    display: 'flex',
    background: vars.color.overlay,
    // `data-instant`: it takes the place of the same dialog already on screen (DialogOptions.replaces)
    selectors: { '&[data-entering]:not([data-instant])': { animation: `${fade} ${vars.motion.durationNormal} ${vars.motion.easing}` } },
  },
  variants: {
    kind: {
      popup: { alignItems: 'center', justifyContent: 'center', padding: vars.space.lg },
      confirm: { alignItems: 'center', justifyContent: 'center', padding: vars.space.lg },
      curtain: {},
    },
    side: { start: { justifyContent: 'flex-start' }, end: { justifyContent: 'flex-end' }, bottom: { alignItems: 'flex-end' } },
  },
});

const widths = { small: '400px', medium: '560px', large: '840px', fullscreen: '100%' };

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100%',
    width: '100%',
    overflow: 'auto',
    color: vars.color.text,
    boxShadow: vars.elevation.high,
    outline: 'none',
  },
  variants: {
    kind: {
      popup: { borderRadius: vars.radius.xl, selectors: { '&[data-entering]:not([data-instant])': { animation: `${rise} ${vars.motion.durationNormal} ${vars.motion.easing}` } } },
      confirm: { borderRadius: vars.radius.xl, selectors: { '&[data-entering]': { animation: `${rise} ${vars.motion.durationNormal} ${vars.motion.easing}` } } },
      curtain: { height: '100%', maxHeight: '100%' },
    },
    size: {
      small: { maxWidth: widths.small },
      medium: { maxWidth: widths.medium },
      large: { maxWidth: widths.large },
      fullscreen: { maxWidth: '100%', height: '100%', borderRadius: 0 },
    },
    color: {
      primary: { background: vars.color.surfaceRaised, borderBlockStart: `4px solid ${vars.color.primary}` },
      secondary: { background: vars.color.surface, border: `1px solid ${vars.color.border}` },
    },
    side: {
      end: { selectors: { '&[data-curtain][data-entering]': { animation: `${slideEnd} ${vars.motion.durationNormal} ${vars.motion.easing}` } } },
      start: { selectors: { '&[data-curtain][data-entering]': { animation: `${slideStart} ${vars.motion.durationNormal} ${vars.motion.easing}` } } },
      bottom: { selectors: { '&[data-curtain]': { height: 'auto', maxHeight: '90%', maxWidth: '100%' } } },
    },
  },
  compoundVariants: [
    { variants: { kind: 'curtain', side: 'bottom' }, style: { animation: `${slideUp} ${vars.motion.durationNormal} ${vars.motion.easing}` } },
  ],
});

export const mobileFull = style({ '@media': { [media.mobile]: { maxWidth: '100%' } } });

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.xl, outline: 'none', minHeight: 0, flex: 1 });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });

export const title = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, lineHeight: vars.font.lineHeightTight });

export const closeButton = style({ marginInlineStart: 'auto' });

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
