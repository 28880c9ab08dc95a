import { latestBirthDate, parseDateInput, type DateRuleOptions } from '../validation/date';

/** Players must be adults: the server answers `underage` below this age. */
export const REGISTRATION_MIN_AGE = 18;

/** Birth-date bounds of the form: not before 1900, not after the day the player turned 18. */
export function birthDateBounds(now: number): DateRuleOptions {
  return { min: Date.UTC(1900, 0, 1), max: latestBirthDate(now, REGISTRATION_MIN_AGE) };
}

/** A typed date (dd.mm.yyyy) as the API wants it (yyyy-mm-dd); unreadable input is returned unchanged. */
export function toIsoDate(value: string): string {
  const ms = parseDateInput(value);
  return ms === undefined ? value : new Date(ms).toISOString().slice(0, 10);
}
