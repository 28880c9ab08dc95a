/**
 * Figures of interactions from the browser's Event Timing entries (`PerformanceObserver` type `event`), the way
 * INP counts them: one entry per event (keydown, keyup, pointerup, click…), an interaction as long as its slowest
 * event (input to the next paint), and an action that is several interactions (typing an amount) as long as its
 * slowest interaction, since that is the one a player waits on.
 */

export interface EventEntry {
  /** 0 for an event that is not part of an interaction (a mouse move). */
  readonly interactionId: number;
  /** ms, from the input to the next paint after its handlers, rounded by the browser to 8 ms */
  readonly duration: number;
  /** ms on the page's clock, when the input happened */
  readonly startTime: number;
}

/** The observer's threshold: the browser reports no event shorter than this, so an action with none took less. */
export const DURATION_THRESHOLD_MS = 16;

/** The longest event of each interaction that started at or after `since`. */
export function interactionDurations(entries: readonly EventEntry[], since = 0): Map<number, number> {
  const durations = new Map<number, number>();
  for (const e of entries)
    if (e.interactionId > 0 && e.startTime >= since) durations.set(e.interactionId, Math.max(durations.get(e.interactionId) ?? 0, e.duration));
  return durations;
}

/**
 * An action's figure: its slowest interaction since `since`. With none reported every one of them was under the
 * threshold, and the threshold stands in as an upper bound (printed as "≤ 16").
 */
export function actionMs(entries: readonly EventEntry[], since = 0): number {
  const durations = [...interactionDurations(entries, since).values()];
  return durations.length ? Math.max(...durations) : DURATION_THRESHOLD_MS;
}

export const fmtMs = (ms: number) => (ms <= DURATION_THRESHOLD_MS ? `≤ ${DURATION_THRESHOLD_MS}` : String(Math.round(ms)));
