import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date';
import { plural, pluralIndex } from './plural';

describe('dates', () => {
  const ms = Date.UTC(2024, 2, 5, 7, 4);
  it('dd.mm.yyyy and h:mm', () => {
    expect(formatDate(ms)).toBe('05.03.2024');
    expect(formatTime(ms)).toBe('7:04');
    expect(formatTime(Date.UTC(2024, 0, 1, 0, 0))).toBe('0:00');
    expect(formatDateTime(ms, 180)).toBe('05.03.2024 10:04');
    expect(formatDate(Date.UTC(2024, 0, 1, 22), 180)).toBe('02.01.2024');
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
