import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../format/number';
import {
  readNumber, validateMaxLength, validateMaxValue, validateMinLength, validateMinValue, validateSum,
} from './numeric';

describe('validateSum', () => {
  const bounds = { min: 10, max: 100000 };
  it('digits only, no leading zero, commas ignored', () => {
    expect(validateSum('')).toEqual({ ok: false, key: 'requiredField' });
    expect(validateSum('1,000', bounds).ok).toBe(true);
    expect(validateSum('0100', bounds)).toEqual({ ok: false, key: 'wrongField' });
    expect(validateSum('0', bounds)).toEqual({ ok: false, key: 'wrongField' });
    expect(validateSum('10.5', bounds)).toEqual({ ok: false, key: 'wrongField' });
    expect(validateSum('-5', bounds)).toEqual({ ok: false, key: 'wrongField' });
    expect(validateSum('12a', bounds)).toEqual({ ok: false, key: 'wrongField' });
  });
  it('gives sumError with formatted bounds', () => {
    expect(validateSum('5', bounds)).toEqual({ ok: false, key: 'sumError', params: { min: '10', max: '100,000' } });
    expect(validateSum('100,001', bounds)).toEqual({ ok: false, key: 'sumError', params: { min: '10', max: '100,000' } });
    expect(validateSum('5', { min: 10 })).toEqual({ ok: false, key: 'sumError', params: { min: '10', max: '' } });
    expect(validateSum('500', { max: 100 })).toMatchObject({ params: { min: '', max: '100' } });
    expect(validateSum('999999')).toEqual({ ok: true });
  });
  it('property: sums round-trip through formatting', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const shown = formatNumber(n);
        expect(validateSum(shown).ok).toBe(true);
        expect(readNumber(shown)).toBe(n);
        expect(validateSum(shown, { min: n, max: n }).ok).toBe(true);
        expect(validateSum(shown, { min: n + 1 }).ok).toBe(false);
      }),
    );
  });
});

describe('min/max value and length', () => {
  it('strip commas and pass when empty', () => {
    expect(validateMinValue('', 10).ok).toBe(true);
    expect(validateMinValue('1,000', 1000).ok).toBe(true);
    expect(validateMinValue('999', 1000)).toEqual({ ok: false, key: 'minValue', params: { min: '1,000' } });
    expect(validateMinValue('abc', 1)).toEqual({ ok: false, key: 'wrongField' });
    expect(validateMaxValue('', 10).ok).toBe(true);
    expect(validateMaxValue('10.5', 10)).toEqual({ ok: false, key: 'maxValue', params: { max: '10' } });
    expect(validateMaxValue('1,000', 1000).ok).toBe(true);
    expect(validateMaxValue('x', 1)).toEqual({ ok: false, key: 'wrongField' });
  });
  it('length rules', () => {
    expect(validateMinLength('', 3).ok).toBe(true);
    expect(validateMinLength('ab', 3)).toEqual({ ok: false, key: 'minLength', params: { min: '3' } });
    expect(validateMinLength('abc', 3).ok).toBe(true);
    expect(validateMaxLength('abcd', 3)).toEqual({ ok: false, key: 'maxLength', params: { max: '3' } });
    expect(validateMaxLength('abc', 3).ok).toBe(true);
  });
});
