import { MINUTE_MS } from '../shared/time';

/** Reality-check intervals in minutes; 0 turns reality checks off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/** Session time limits the page offers, in minutes (the server takes 15 to 1440). */
export const SESSION_LIMIT_CHOICES = [30, 60, 120, 240] as const;

/** The current play session (it starts at sign-in) and its settings; times are epoch ms. */
export interface CurrentPlaySession {
  readonly startedAt: number;
  readonly realityCheckMinutes: RealityCheckInterval;
  readonly sessionLimitMinutes: number | null;
  /** When the session time limit ends the session; null without a limit. */
  readonly endsAt: number | null;
  /** When the player may sign in again after the limit; null without a limit. */
  readonly resumeAt: number | null;
  /** Real-money wins minus stakes since the session started (negative: a loss). */
  readonly netResult: number;
  readonly currency: string;
}

/**
 * When the next reality check is due: at every whole interval since the session started, the first one after
 * `now`. Undefined when reality checks are off.
 */
export function nextRealityCheck(startedAt: number, intervalMinutes: number, now: number): number | undefined {
  if (!(intervalMinutes > 0)) return undefined;
  const interval = intervalMinutes * MINUTE_MS;
  const passed = Math.max(0, Math.floor((now - startedAt) / interval));
  return startedAt + (passed + 1) * interval;
}

/** Whole minutes played since the session started. */
export const minutesPlayed = (startedAt: number, now: number): number => Math.max(0, Math.floor((now - startedAt) / MINUTE_MS));

/** Whether the session time limit has been reached at `now`. */
export const sessionLimitReached = (session: Pick<CurrentPlaySession, 'endsAt'>, now: number): boolean => session.endsAt !== null && now >= session.endsAt;
