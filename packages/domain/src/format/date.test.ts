import { describe, expect, it } from 'vitest';
import { datesIn, relativeParts } from './date';
import { plural, pluralIndex } from './plural';

describe('datesIn', () => {
  // 5 March 2024, 19:04 UTC: a day and an hour that no locale writes the same way as its month or minute
  const ms = Date.UTC(2024, 2, 5, 19, 4);
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const cases = [
    ['en', 'Mar 5, 2024', 'Mar 5, 2024, 7:04 PM', 'in 3 hours', 'yesterday', 'in 10 days'],
    ['ru', '5 мар. 2024 г.', '5 мар. 2024 г., 19:04', 'через 3 часа', 'вчера', 'через 10 дней'],
    ['pt', '5 de mar. de 2024', '5 de mar. de 2024, 19:04', 'em 3 horas', 'ontem', 'em 10 dias'],
    // the right-to-left marks keep the day, month and year in order inside Arabic text
    ['ar', '05\u200f/03\u200f/2024', '05\u200f/03\u200f/2024، 7:04 م', 'خلال 3 ساعات', 'أمس', 'خلال 10 أيام'],
  ] as const;

  it.each(cases)('%s: date, date and time, relative', (locale, date, dateTime, inThreeHours, yesterday, inTenDays) => {
    const dates = datesIn(locale, 'UTC');
    expect(dates.date(ms)).toBe(date);
    expect(dates.dateTime(ms)).toBe(dateTime);
    expect(dates.relative(ms + 3 * HOUR, ms)).toBe(inThreeHours);
    expect(dates.relative(ms - DAY, ms)).toBe(yesterday);
    expect(dates.relative(ms + 10 * DAY, ms)).toBe(inTenDays);
  });

  it('Arabic writes its dates with the Latin digits its amounts use', () => {
    expect(datesIn('ar', 'UTC').dateTime(ms)).toMatch(/2024/);
    expect(datesIn('ar', 'UTC').dateTime(ms)).not.toMatch(/[\u0660-\u0669]/);
  });

  it('is made once per locale and zone, and a named zone moves the moment', () => {
    expect(datesIn('ru', 'UTC')).toBe(datesIn('ru', 'UTC'));
    expect(datesIn('ru', 'UTC')).not.toBe(datesIn('pt', 'UTC'));
    expect(datesIn('en', 'Asia/Tokyo').dateTime(ms)).toBe('Mar 6, 2024, 4:04 AM');
    expect(datesIn('en', 'Asia/Tokyo').date(ms)).toBe('Mar 6, 2024');
  });

  it('relative takes the largest whole unit', () => {
    expect(relativeParts(ms + 47 * HOUR, ms)).toEqual({ value: 2, unit: 'day' });
    expect(relativeParts(ms - 90_000, ms)).toEqual({ value: -2, unit: 'minute' });
    expect(relativeParts(ms + 59_000, ms)).toEqual({ value: 59, unit: 'second' });
    expect(relativeParts(ms, ms)).toEqual({ value: 0, unit: 'second' });
    expect(relativeParts(ms + 400 * DAY, ms)).toEqual({ value: 1, unit: 'year' });
  });
});

describe('plural', () => {
  const forms = ['день', 'дня', 'дней'] as const;
  it.each([
    [1, 'день'], [21, 'день'], [101, 'день'], [2, 'дня'], [4, 'дня'], [22, 'дня'], [5, 'дней'], [11, 'дней'],
    [12, 'дней'], [14, 'дней'], [0, 'дней'], [111, 'дней'], [-1, 'день'], [1.5, 'день'],
  ])('%s → %s', (n, form) => expect(plural(n, forms)).toBe(form));
  it('indexes', () => expect([1, 3, 7].map(pluralIndex)).toEqual([0, 1, 2]));
});
