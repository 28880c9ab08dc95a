import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, currencySymbol } from './currency';
import { formatNumber, groupThousands, roundDecimal, stripThousands, toDecimalString } from './number';

describe('formatNumber', () => {
  it('thousands commas; integers without decimals, others up to 2', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(-1234.5)).toBe('-1,234.5');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber('1,000.10')).toBe('1,000.1');
    expect(formatNumber(999.999)).toBe('1,000');
  });
  it('fixed decimals and exponent-form numbers', () => {
    expect(formatNumber(5, { fixedDecimals: 2 })).toBe('5.00');
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatNumber(1e-7)).toBe('0');
    expect(formatNumber(1e-7, { maxDecimals: 7 })).toBe('0.0000001');
    expect(formatNumber(2.5, { maxDecimals: 0 })).toBe('3');
  });
  it('helpers', () => {
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('100')).toBe('100');
    expect(stripThousands('1,234,567')).toBe('1234567');
    expect(roundDecimal('-0.005', 2)).toBe('-0.01');
    expect(roundDecimal('0.004', 2)).toBe('0.00');
    expect(() => roundDecimal('abc', 2)).toThrow(RangeError);
    expect(() => toDecimalString(Number.NaN)).toThrow(RangeError);
  });
  it('property: integers round-trip through formatting', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const shown = formatNumber(n);
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*$/);
        expect(Number(stripThousands(shown))).toBe(n);
      }),
    );
  });
  it('property: never more than 2 decimals and within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const shown = formatNumber(n);
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d{1,2})?$/);
        expect(Math.abs(Number(stripThousands(shown)) - n)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('formatAmount', () => {
  it('symbol, 2 decimals, thousands commas', () => {
    expect(formatAmount(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatAmount('10', 'usd')).toBe('$10.00');
    expect(formatAmount(-5, 'GBP')).toBe('-£5.00');
    expect(formatAmount(5, 'XYZ')).toBe('XYZ 5.00');
    expect(formatAmount(5, 'ABC', { ABC: 'a' })).toBe('a5.00');
    expect(currencySymbol('rub')).toBe('₽');
  });
});
