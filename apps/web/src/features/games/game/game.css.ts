import { STAGE_COMPACT } from '@casino/ui/stage';
import { vars } from '@casino/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Game mode (the stage fills the screen): what the bar holds gets smaller, and what the covered header showed comes along. */
const GAME_MODE = STAGE_COMPACT;

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
