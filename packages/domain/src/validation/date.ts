import { VALID, invalid, isBlank, type ValidationResult } from './result';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * A UTC day as the date field takes it, "dd.mm.yyyy" (`formatDateInput(0)` → "01.01.1970"): what a player types
 * and what the field's errors name. Dates shown to read go through `datesIn` (format/date) instead.
 */
export function formatDateInput(epochMs: number): string {
  const d = new Date(epochMs);
  return `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** Characters a date input may contain. */
export const DATE_ALLOWED = /^[\d.,'-]+$/;

/**
 * Parses "dd.mm.yyyy" (separators . , ' -) or "yyyy-mm-dd" into UTC midnight epoch ms.
 * The year must have 4 digits and the day must exist in the calendar; otherwise undefined.
 */
export function parseDateInput(value: string): number | undefined {
  const text = value.trim();
  if (!DATE_ALLOWED.test(text)) return undefined;
  const parts = text.split(/[.,'-]/);
  if (parts.length !== 3) return undefined;
  const [a = '', b = '', c = ''] = parts;
  const [day, month, year] = /^\d{4}$/.test(a) ? [c, b, a] : [a, b, c];
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return undefined;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  return ms;
}

export interface DateRuleOptions {
  /** Earliest allowed date, epoch ms (UTC midnight of that day). */
  readonly min?: number;
  /** Latest allowed date, epoch ms. */
  readonly max?: number;
  readonly optional?: boolean;
}

/**
 * Date: allowed characters, 4-digit year and a real day (wrongDate), within
 * min (minValue) and max (maxValue), the bounds formatted dd.mm.yyyy.
 */
export function validateDate(value: string, options: DateRuleOptions = {}): ValidationResult {
  if (isBlank(value)) return options.optional ? VALID : invalid('requiredField');
  const ms = parseDateInput(value);
  if (ms === undefined) return invalid('wrongDate');
  if (options.min !== undefined && ms < options.min) return invalid('minValue', { min: formatDateInput(options.min) });
  if (options.max !== undefined && ms > options.max) return invalid('maxValue', { max: formatDateInput(options.max) });
  return VALID;
}

/** Max-date rule: passes when empty or not after `max`; an unreadable date is wrongDate. */
export function validateMaxDate(value: string, max: number): ValidationResult {
  if (isBlank(value)) return VALID;
  return validateDate(value, { max });
}

/** The latest birth date for a minimum age, e.g. 18 years before `now` (UTC). */
export function latestBirthDate(now: number, minAgeYears: number): number {
  const today = new Date(now);
  return Date.UTC(today.getUTCFullYear() - minAgeYears, today.getUTCMonth(), today.getUTCDate());
}
