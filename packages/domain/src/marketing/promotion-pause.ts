import type { ActiveExclusion, SignInRefusal } from '../responsible-gaming/exclusion';
import { DAY_MS, HOUR_MS } from '../shared/time';

/**
 * Why promotion is held back in a browser: a time-out, a self-exclusion (its end and the day after it before play
 * reopens), the break after a session time limit, or a limit the player has just hit. Marketing at such a moment
 * invites the player back to what they chose to stop.
 */
export type PromotionPauseReason = 'timeout' | 'exclusion' | 'coolingOff' | 'sessionLimit' | 'limitReached';

/** Promotion held back until `until` (epoch ms); `null`: no end (a permanent self-exclusion). */
export interface PromotionPause {
  readonly reason: PromotionPauseReason;
  readonly until: number | null;
}

/** After a definite self-exclusion ends, sign-in stays closed this long more; promotion waits as long. */
export const RETURN_COOLING_OFF_MS = DAY_MS;

/** A break whose end this browser does not know (the answer to the request was lost): the shortest time-out. */
export const UNKNOWN_BREAK_PAUSE_MS = DAY_MS;

/**
 * A limit just hit (a deposit refused by the deposit limit) holds promotion back this long. Nothing says how long;
 * a day is what a player would expect: the rest of today free of offers to spend more, not weeks of silence for a
 * limit that is doing its job.
 */
export const LIMIT_REACHED_PAUSE_MS = DAY_MS;

/** The break after a session time limit when the server did not say when play resumes. */
export const SESSION_LIMIT_PAUSE_MS = HOUR_MS;

/** The pause a time-out or self-exclusion the player has just started brings (`null`: its end is not known here). */
export function pauseForBreak(exclusion: ActiveExclusion | null, now: number): PromotionPause {
  if (exclusion === null) return { reason: 'timeout', until: now + UNKNOWN_BREAK_PAUSE_MS };
  if (exclusion.kind === 'timeout') return { reason: 'timeout', until: exclusion.until };
  return { reason: 'coolingOff', until: exclusion.until === null ? null : exclusion.until + RETURN_COOLING_OFF_MS };
}

/**
 * The pause a refused sign-in reveals: the break was taken elsewhere (another device), and this browser learns of it
 * here. The refusal's `until` is when sign-in opens again, the cooling-off included.
 */
export function pauseForRefusal(refusal: SignInRefusal, now: number): PromotionPause {
  if (refusal.kind === 'sessionLimit') return { reason: 'sessionLimit', until: refusal.until ?? now + SESSION_LIMIT_PAUSE_MS };
  return { reason: refusal.kind, until: refusal.until };
}

/** The pause after the session time limit signed the player out (`resumeAt`: when play may resume). */
export function pauseForSessionLimit(resumeAt: number | null, now: number): PromotionPause {
  return { reason: 'sessionLimit', until: resumeAt ?? now + SESSION_LIMIT_PAUSE_MS };
}

/** The pause after the player hit a limit (a deposit refused by it). */
export function pauseForLimit(now: number): PromotionPause {
  return { reason: 'limitReached', until: now + LIMIT_REACHED_PAUSE_MS };
}

/** Whether a pause still holds at `now`. */
export function isPauseActive(pause: PromotionPause | undefined, now: number): boolean {
  return pause !== undefined && (pause.until === null || pause.until > now);
}

/** Of two pauses, the one that lasts longer: a new short pause never shortens a long one already in force. */
export function longerPause(current: PromotionPause | undefined, next: PromotionPause, now: number): PromotionPause {
  if (!current || !isPauseActive(current, now)) return next;
  if (current.until === null) return current;
  return next.until === null || next.until > current.until ? next : current;
}

/**
 * Whether promotional popups, banner calls to action and bonus nudges may show in this browser at `now`. The pause
 * belongs to the browser, not to an account: after a break signs the player out, the guest on that browser (most
 * likely the same person) sees none either, and so does anyone who signs in there until it ends.
 */
export function mayPromote(pause: PromotionPause | undefined, now: number): boolean {
  return !isPauseActive(pause, now);
}

const REASONS: readonly unknown[] = ['timeout', 'exclusion', 'coolingOff', 'sessionLimit', 'limitReached'] satisfies PromotionPauseReason[];

/** Reads a stored pause back (another version of the app may have written it); undefined when it is not one. */
export function parsePromotionPause(value: unknown): PromotionPause | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { reason, until } = value as Record<string, unknown>;
  if (!REASONS.includes(reason)) return undefined;
  if (until !== null && (typeof until !== 'number' || !Number.isFinite(until))) return undefined;
  return { reason: reason as PromotionPauseReason, until };
}
