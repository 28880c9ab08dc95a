import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateInput, latestBirthDate, parseDateInput, validateDate, validateMaxDate } from './date';

describe('parseDateInput', () => {
  it('reads dd.mm.yyyy and yyyy-mm-dd', () => {
    expect(parseDateInput('31.12.1999')).toBe(Date.UTC(1999, 11, 31));
    expect(parseDateInput("01'02'2000")).toBe(Date.UTC(2000, 1, 1));
    expect(parseDateInput('2000-02-29')).toBe(Date.UTC(2000, 1, 29));
  });
  it('rejects 2-digit years, impossible days and other characters', () => {
    expect(parseDateInput('01.02.99')).toBeUndefined();
    expect(parseDateInput('31.02.2000')).toBeUndefined();
    expect(parseDateInput('01/02/2000')).toBeUndefined();
    expect(parseDateInput('01.02')).toBeUndefined();
    expect(parseDateInput('aa.bb.cccc')).toBeUndefined();
  });
  it('property: formatDateInput then parse round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 1) / 86_400_000, max: Date.UTC(9999, 11, 31) / 86_400_000 }), (day) => {
        const ms = day * 86_400_000;
        expect(parseDateInput(formatDateInput(ms))).toBe(ms);
      }),
    );
  });
});

describe('validateDate', () => {
  const min = Date.UTC(1900, 0, 1);
  const max = Date.UTC(2008, 0, 1);
  it('checks format, min and max with formatted bounds', () => {
    expect(validateDate('')).toEqual({ ok: false, key: 'requiredField' });
    expect(validateDate('', { optional: true }).ok).toBe(true);
    expect(validateDate('1.1.90')).toEqual({ ok: false, key: 'wrongDate' });
    expect(validateDate('01.01.1899', { min, max })).toEqual({ ok: false, key: 'minValue', params: { min: '01.01.1900' } });
    expect(validateDate('02.01.2008', { min, max })).toEqual({ ok: false, key: 'maxValue', params: { max: '01.01.2008' } });
    expect(validateDate('01.01.2008', { min, max }).ok).toBe(true);
  });
  it('max-date passes when empty or not after the maximum', () => {
    expect(validateMaxDate('', max).ok).toBe(true);
    expect(validateMaxDate('01.01.2008', max).ok).toBe(true);
    expect(validateMaxDate('02.01.2008', max).ok).toBe(false);
  });
  it('latest birth date for an age', () => {
    expect(latestBirthDate(Date.UTC(2026, 5, 15, 13), 18)).toBe(Date.UTC(2008, 5, 15));
  });
});
