/**
 * Durations in milliseconds, the unit of `Date.now()` and timers. Rules never read the clock: they take `now`
 * (ms since epoch) as an argument, so every rule is deterministic in tests.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
/** One day, 86,400,000 ms. */
export const DAY_MS = 24 * HOUR_MS;

/** A clock port for layers that need the current time; domain rules take `now` instead. */
export interface Clock {
  now(): number;
}
