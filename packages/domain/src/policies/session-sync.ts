/**
 * One session across the open tabs: a player active in one tab must not be logged out by the idle timer of another
 * (the most common complaint about idle timers). Tabs tell each other about activity, sign-in and sign-out.
 */

/** What one tab tells the others. `at` is epoch ms of the activity. */
export type SessionSignal =
  | { readonly kind: 'activity'; readonly at: number }
  | { readonly kind: 'signed-in'; readonly uid: number }
  | { readonly kind: 'signed-out'; readonly reason: SignOutReason };

/**
 * Why a tab signed out, so the others can say so: the player's own logout, the idle timer, or a time-out or
 * self-exclusion the player has just started (the server has ended every session), or the session time limit.
 */
export type SignOutReason = 'logout' | 'inactivity' | 'excluded' | 'sessionLimit';
const SIGN_OUT_REASONS: readonly unknown[] = ['logout', 'inactivity', 'excluded', 'sessionLimit'] satisfies SignOutReason[];

/** A tab tells the others about its activity at most once a second (plus a trailing message). */
export const ACTIVITY_BROADCAST_INTERVAL_MS = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A signal received from another tab, checked (same origin, but another version of the app may be open). */
export function parseSessionSignal(data: unknown): SessionSignal | undefined {
  if (!isRecord(data)) return undefined;
  if (data.kind === 'activity' && typeof data.at === 'number' && Number.isFinite(data.at)) return { kind: 'activity', at: data.at };
  if (data.kind === 'signed-in' && Number.isInteger(data.uid) && (data.uid as number) > 0) return { kind: 'signed-in', uid: data.uid as number };
  if (data.kind === 'signed-out' && SIGN_OUT_REASONS.includes(data.reason)) return { kind: 'signed-out', reason: data.reason as SignOutReason };
  return undefined;
}

/** What the session did between two uids: a sign-in (also a switch to another account), a sign-out, or nothing. */
export function sessionTransition(previousUid: number, uid: number): 'signed-in' | 'signed-out' | 'none' {
  if (uid > 0 && uid !== previousUid) return 'signed-in';
  if (uid <= 0 && previousUid > 0) return 'signed-out';
  return 'none';
}

export type RemoteSessionAction =
  | { readonly action: 'ignore' }
  | { readonly action: 'activity'; readonly at: number }
  | { readonly action: 'load' }
  | { readonly action: 'sign-out' };

/**
 * What this tab does with another tab's signal: its own messages are ignored; activity counts (never later than
 * now); a sign-in of another account (or while a guest) reloads the session; a sign-out ends a signed-in session
 * here too without a second logout call.
 */
export function remoteSessionAction(input: {
  readonly ownTabId: string;
  readonly fromTabId: string;
  readonly signal: SessionSignal;
  readonly uid: number;
  readonly now: number;
}): RemoteSessionAction {
  const { signal } = input;
  if (input.fromTabId === input.ownTabId) return { action: 'ignore' };
  if (signal.kind === 'activity') return input.uid > 0 ? { action: 'activity', at: Math.min(signal.at, input.now) } : { action: 'ignore' };
  if (signal.kind === 'signed-in') return signal.uid !== input.uid ? { action: 'load' } : { action: 'ignore' };
  return input.uid > 0 ? { action: 'sign-out' } : { action: 'ignore' };
}

/**
 * Whether a tab's activity goes out now: at most once per interval; a skipped one is sent when the interval
 * ends (`trailingIn` ms), so other tabs never see an older activity than the last one.
 */
export function activityBroadcast(input: { readonly lastSentAt: number | null; readonly now: number; readonly intervalMs?: number }): { readonly send: true } | { readonly send: false; readonly trailingIn: number } {
  const interval = input.intervalMs ?? ACTIVITY_BROADCAST_INTERVAL_MS;
  if (input.lastSentAt === null || input.now - input.lastSentAt >= interval || input.now < input.lastSentAt) return { send: true };
  return { send: false, trailingIn: input.lastSentAt + interval - input.now };
}
