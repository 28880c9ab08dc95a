/**
 * Dates and times as players read them, one way per locale: the cashier, the limits, the time-out screens and the
 * tournaments all say a moment the same way (they once used three formats between them).
 */

/** How a locale says a day, a moment and a distance in time. Made by `datesIn`, which keeps one per locale and zone. */
export interface DateFormatter {
  /** The day: "Mar 5, 2024", "5 мар. 2024 г.". */
  date(epochMs: number): string;
  /** The day and the minute: "Mar 5, 2024, 7:04 AM", "5 мар. 2024 г., 07:04". */
  dateTime(epochMs: number): string;
  /** From `now` to the moment, in its largest whole unit: "in 3 hours", "yesterday", "há 2 minutos". */
  relative(epochMs: number, now: number): string;
}

// Latin digits in every language, Arabic too: amounts are written with them everywhere (formatAmount), and a row
// reading "٥‏/٣‏/٢٠٢٤" beside "€1,234.50" mixes two scripts for numbers
// no locale yet (an i18n not activated, as in some tests) is the runtime's own, as Intl takes an undefined one
const latin = (locale: string) => new Intl.Locale(locale || new Intl.DateTimeFormat().resolvedOptions().locale, { numberingSystem: 'latn' }).toString();

const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * The largest unit that fits at least once, rounded to whole units ("in 2 days", not "in 47 hours"). No weeks: ten
 * days on would read "next week", which could be any of seven days.
 */
export function relativeParts(epochMs: number, now: number): { readonly value: number; readonly unit: Intl.RelativeTimeFormatUnit } {
  const seconds = (epochMs - now) / 1000;
  const abs = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    // half away from zero, both ways: 90 s ago is "2 minutes ago" as 90 s ahead is "in 2 minutes"
    if (abs >= size) return { value: Math.sign(seconds) * Math.round(abs / size), unit };
  }
  return { value: 0, unit: 'second' };
}

function make(locale: string, timeZone: string | undefined): DateFormatter {
  // building an Intl formatter costs far more than formatting with one: these are made once per locale and zone
  const tag = latin(locale);
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone });
  const moment = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const distance = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  return {
    date: (epochMs) => day.format(epochMs),
    dateTime: (epochMs) => moment.format(epochMs),
    relative: (epochMs, now) => {
      const { value, unit } = relativeParts(epochMs, now);
      return distance.format(value, unit);
    },
  };
}

const made = new Map<string, DateFormatter>();

/**
 * The formatter of `locale` ("en", "ru", "pt", "ar"). `timeZone` is the reader's own unless named: a page rendered
 * on a server names "UTC" so that the browser's first render matches its markup.
 */
export function datesIn(locale: string, timeZone?: string): DateFormatter {
  const key = `${locale}|${timeZone ?? ''}`;
  let found = made.get(key);
  if (!found) made.set(key, (found = make(locale, timeZone)));
  return found;
}
