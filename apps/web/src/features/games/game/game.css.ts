import { vars } from '@casino/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Game mode: a phone, upright or turned, or any window too low for the page around a game. The page covers the
 * viewport (header, bottom navigation and footer included) as a slim bar over a stage that takes the rest, and the
 * document under it does not scroll, so the game's own buttons are on the first screen. Wider screens keep the page.
 */
const GAME_MODE = '(max-width: 767px), (max-height: 480px)';

export const page = style({
  display: 'grid', gap: vars.space.md, maxInlineSize: 1440, marginInline: 'auto',
  '@media': {
    [GAME_MODE]: {
      position: 'fixed', inset: 0, gridTemplateRows: 'auto minmax(0, 1fr)', gap: 0, maxInlineSize: 'none',
      background: vars.color.background,
      // over the sticky header (10) and the install offer (20), under the full-screen fallback (1000) and dialogs
      zIndex: 900,
    },
  },
});
// the document under the game does not scroll on a phone: one scroll area (the game's) instead of two
globalStyle(`html:has(${page})`, { '@media': { [GAME_MODE]: { overflow: 'hidden' } } });
export const bar = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm,
  '@media': { [GAME_MODE]: { gap: vars.space.xs, paddingBlock: vars.space.xs, paddingInline: vars.space.sm } },
});
export const title = style({
  margin: 0, fontSize: vars.font.sizeXl,
  '@media': { [GAME_MODE]: { fontSize: vars.font.sizeMd, flex: '1 1 8rem', minInlineSize: 0, overflowWrap: 'anywhere' } },
});
export const actions = style({
  display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center',
  '@media': { [GAME_MODE]: { gap: vars.space.xs } },
});
/** What the game bar shows only in game mode, where the header it repeats is covered: balance, deposit, favourite. */
export const gameModeOnly = style({ display: 'none', '@media': { [GAME_MODE]: { display: 'contents' } } });
export const favourite = style({
  display: 'inline-grid', placeItems: 'center', minInlineSize: 44, minBlockSize: 44, padding: 0, border: 0, borderRadius: vars.radius.md,
  background: 'transparent', color: vars.color.textMuted, cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
  },
});
export const balance = style({ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const stage = style({
  position: 'relative', inlineSize: '100%', aspectRatio: '16 / 9', maxBlockSize: 'calc(100vh - 180px)', background: '#000',
  borderRadius: vars.radius.lg, overflow: 'hidden',
  '@media': { [GAME_MODE]: { aspectRatio: 'auto', blockSize: '100%', maxBlockSize: 'none', borderRadius: 0 } },
});
/** The fallback where the Fullscreen API is missing: the stage covers the viewport. */
export const stageFallback = style({ position: 'fixed', inset: 0, zIndex: 1000, maxBlockSize: 'none', aspectRatio: 'auto', borderRadius: 0 });
export const frame = style({ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', border: 0 });
export const overlay = style({
  position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', alignContent: 'center', gap: vars.space.md, padding: vars.space.lg,
  background: vars.color.surface, color: vars.color.text, textAlign: 'center',
  // its own stacking context: the poster below sits over this background and under the spinner
  isolation: 'isolate',
});
/** The game's art behind the starting spinner: dimmed, so the spinner and its label stay readable over it. */
export const poster = style({ position: 'absolute', inset: 0, zIndex: -1, blockSize: '100%', opacity: 0.35, pointerEvents: 'none' });
export const exitFull = style({ position: 'absolute', insetBlockStart: vars.space.sm, insetInlineEnd: vars.space.sm, zIndex: 1 });
globalStyle(`${favourite}[aria-pressed="true"] svg`, { fill: 'currentColor' });
