/** Toasts (spec part 1 §2.8, part 2 §4). */
export const TOAST_KINDS = ['quest', 'register', 'profile', 'confirm', 'product', 'level'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number] | 'fill_for_deposit';
export const TOAST_DEFAULT_MS = 5000;

export interface ToastOptions {
  readonly kind: ToastKind;
  readonly durationMs: number;
  readonly allowClose: boolean;
}

/** A toast with the spec's defaults: 5000 ms, closable. */
export function toastDefaults(kind: ToastKind, overrides: Partial<Omit<ToastOptions, 'kind'>> = {}): ToastOptions {
  return { kind, durationMs: overrides.durationMs ?? TOAST_DEFAULT_MS, allowClose: overrides.allowClose ?? true };
}

/** Toasts stack under the header: the offset equals the header height. */
export function toastOffset(headerHeight: number): number {
  return Math.max(0, headerHeight);
}

/** Dialogs (spec part 1 §2.6). */
export type DialogKind = 'popup' | 'confirm' | 'curtain';
export type DialogCloseReason = 'escape' | 'overlay' | 'button' | 'force';
export const DIALOG_DEFAULTS = { size: 'medium', color: 'primary' } as const;

/**
 * Whether a dialog closes: prevent-close dialogs only when forced; popups and curtains on
 * Escape or overlay click; a confirm only by its buttons (or force).
 */
export function canCloseDialog(kind: DialogKind, reason: DialogCloseReason, preventClose = false): boolean {
  if (reason === 'force') return true;
  if (preventClose) return false;
  if (reason === 'button') return true;
  return kind !== 'confirm';
}

/** Timing constants of spec part 1 §9 and part 2 §9. */
export const PAGE_RELOAD_GUARD_MS = 10_000;
export const ROUTE_PRELOAD_CONCURRENCY = 5;
export const ANCHOR_SCROLL_RETRY = { delayMs: 300, attempts: 5 } as const;
export const SOCIAL_POPUP_SIZE = { width: 640, height: 480 } as const;
export const WAIT_FOR_DEFAULTS = { timeoutMs: 5000, pollMs: 100 } as const;
export const FRAUD_CHECK_HIT_DELAY_MS = 3000;
export const SELECT_MIN_ITEM_SIZE = 36;
export const FULL_SCREEN_MODES = ['all', 'telegram', 'product', 'none'] as const;
