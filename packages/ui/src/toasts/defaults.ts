/** How long a toast stays before it closes itself, unless the app or the toast sets another time. */
export const DEFAULT_TOAST_DURATION = 5000;

/** A toast's timing and close button: `DEFAULT_TOAST_DURATION` and closable unless overridden. */
export function toastDefaults<K extends string>(
  kind: K,
  overrides: { durationMs?: number; allowClose?: boolean } = {},
): { kind: K; durationMs: number; allowClose: boolean } {
  return { kind, durationMs: overrides.durationMs ?? DEFAULT_TOAST_DURATION, allowClose: overrides.allowClose ?? true };
}

/** Toasts stack under the header: the offset equals the header height (never negative). */
export function toastOffset(headerHeight: number): number {
  return Math.max(0, headerHeight);
}
