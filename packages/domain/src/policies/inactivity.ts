/** Inactivity policy. */

/** Activity that resets the timer (plus route changes). */
export const INACTIVITY_ACTIVITY_EVENTS = ['keydown', 'click', 'scroll'] as const;
/** The warning appears at 80% of time_to_force_logout. */
export const INACTIVITY_WARNING_RATIO = 0.8;

export type InactivityState =
  | { readonly phase: 'off' }
  | { readonly phase: 'active'; readonly warnAt: number; readonly logoutAt: number }
  | { readonly phase: 'warning'; readonly logoutAt: number; readonly secondsLeft: number }
  | { readonly phase: 'logout' };

export interface InactivityInput {
  readonly authenticated: boolean;
  /** time_to_force_logout in seconds; the policy is off when missing or not positive. */
  readonly timeoutSeconds: number | null | undefined;
  /** Epoch ms of the last keydown, click, scroll or route change. */
  readonly lastActivityAt: number;
  readonly now: number;
}

/**
 * Where the user stands: active until 80% of the timeout, then a warning with a countdown
 * over the remaining 20%, then logout. Off for guests.
 */
export function inactivityState(input: InactivityInput): InactivityState {
  const timeout = input.timeoutSeconds ?? 0;
  if (!input.authenticated || !(timeout > 0)) return { phase: 'off' };
  const logoutAt = input.lastActivityAt + timeout * 1000;
  const warnAt = input.lastActivityAt + timeout * 1000 * INACTIVITY_WARNING_RATIO;
  if (input.now >= logoutAt) return { phase: 'logout' };
  if (input.now >= warnAt) return { phase: 'warning', logoutAt, secondsLeft: Math.ceil((logoutAt - input.now) / 1000) };
  return { phase: 'active', warnAt, logoutAt };
}
