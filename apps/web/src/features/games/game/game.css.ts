import { vars } from '@casino/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.md, maxInlineSize: 1440, marginInline: 'auto' });
export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.font.sizeXl });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const stage = style({
  position: 'relative', inlineSize: '100%', aspectRatio: '16 / 9', maxBlockSize: 'calc(100vh - 180px)', background: '#000',
  borderRadius: vars.radius.lg, overflow: 'hidden',
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
