/** Time constants of the spec (part 1 §9). Rules take `now` (ms since epoch) as an argument. */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
/** One day, 86,400,000 ms (spec part 1 §9). */
export const DAY_MS = 24 * HOUR_MS;

/** A clock port for layers that need the current time; domain rules take `now` instead. */
export interface Clock {
  now(): number;
}
