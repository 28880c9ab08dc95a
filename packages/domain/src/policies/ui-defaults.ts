/**
 * Product toast types: the app tags each toast with one (the ui toast's `type`) and picks its icon.
 * How toasts and dialogs behave (timing, closing) is the design system's, in @casino/ui.
 */
export const TOAST_TYPES = ['quest', 'register', 'profile', 'confirm', 'product', 'level'] as const;
export type ToastType = (typeof TOAST_TYPES)[number] | 'fill_for_deposit';

/** Timing and size constants of the shell (reload guard, route preloading, scroll retries, popups). */
export const PAGE_RELOAD_GUARD_MS = 10_000;
export const ROUTE_PRELOAD_CONCURRENCY = 5;
export const ANCHOR_SCROLL_RETRY = { delayMs: 300, attempts: 5 } as const;
export const SOCIAL_POPUP_SIZE = { width: 640, height: 480 } as const;
export const WAIT_FOR_DEFAULTS = { timeoutMs: 5000, pollMs: 100 } as const;
export const FRAUD_CHECK_HIT_DELAY_MS = 3000;
export const FULL_SCREEN_MODES = ['all', 'telegram', 'product', 'none'] as const;
