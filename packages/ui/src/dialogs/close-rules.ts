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
