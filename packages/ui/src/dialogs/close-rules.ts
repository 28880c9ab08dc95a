import type { DialogKind } from './types';

/** What asks a dialog to close: a key, a click outside, one of its buttons, or the app forcing it. */
export type DialogCloseReason = 'escape' | 'overlay' | 'button' | 'force';

/**
 * Whether a dialog closes: a `preventClose` dialog only when forced; popups and curtains also on
 * Escape or an overlay click; a confirm only by its buttons, since dismissing it would leave the
 * question unanswered.
 */
export function canCloseDialog(kind: DialogKind, reason: DialogCloseReason, preventClose = false): boolean {
  if (reason === 'force') return true;
  if (preventClose) return false;
  if (reason === 'button') return true;
  return kind !== 'confirm';
}

/**
 * How long after a dialog opens a click outside it is still taken for the click that opened it: the second click of
 * a double click lands on the overlay that the first one brought up, and must not dismiss the dialog the player
 * just asked for. 500 ms is the usual system double-click time.
 */
export const OPENING_CLICK_MS = 500;

/** Whether a click outside the dialog at `now` may dismiss it, given when it opened (same clock, ms). */
export function outsideClickCloses(openedAt: number, now: number): boolean {
  return now - openedAt >= OPENING_CLICK_MS;
}
