import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../format/number';
import { totalBalance } from './balances';
import {
  addMoney, compareMoney, formatMoney, money, moneyFromDecimal, parseAmount, subtractMoney, sumMoney, toDecimal,
} from './money';

describe('parseAmount', () => {
  it('parses thousands commas into minor units', () => {
    expect(parseAmount('1,234.56', 'EUR')).toEqual({ ok: true, value: { minor: 123456, currency: 'EUR' } });
    expect(parseAmount('10', 'usd')).toEqual({ ok: true, value: { minor: 1000, currency: 'USD' } });
    expect(parseAmount('0.5', 'EUR')).toEqual({ ok: true, value: { minor: 50, currency: 'EUR' } });
    expect(parseAmount('1234', 'JPY')).toEqual({ ok: true, value: { minor: 1234, currency: 'JPY' } });
    expect(parseAmount('-1.5', 'EUR')).toMatchObject({ value: { minor: -150 } });
  });
  it('rejects junk, too many decimals, overflow', () => {
    expect(parseAmount('abc', 'EUR')).toEqual({ ok: false, error: 'invalid-amount' });
    expect(parseAmount('1.234', 'EUR')).toEqual({ ok: false, error: 'too-many-decimals' });
    expect(parseAmount('1.5', 'JPY')).toEqual({ ok: false, error: 'too-many-decimals' });
    expect(parseAmount('99999999999999999', 'EUR')).toEqual({ ok: false, error: 'out-of-range' });
  });
  it('0.1 + 0.2 does not drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const a = parseAmount('0.1', 'EUR');
    const b = parseAmount('0.2', 'EUR');
    if (!a.ok || !b.ok) throw new Error('parse failed');
    const sum = addMoney(a.value, b.value);
    expect(sum).toEqual({ ok: true, value: { minor: 30, currency: 'EUR' } });
    expect(sum.ok && toDecimal(sum.value)).toBe('0.30');
    expect(sum.ok && compareMoney(sum.value, money(30, 'EUR'))).toEqual({ ok: true, value: 0 });
  });
  it('property: amounts round-trip through formatting', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e14 }), (minor) => {
        const value = money(minor, 'EUR');
        const shown = formatNumber(toDecimal(value), { fixedDecimals: 2 });
        expect(parseAmount(shown, 'EUR')).toEqual({ ok: true, value });
      }),
    );
  });
  it('property: summing many cents is exact', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 99 }), { maxLength: 200 }), (cents) => {
        const values = cents.map((c) => moneyFromDecimal(c / 100, 'EUR'));
        const total = sumMoney(values.map((v) => (v.ok ? v.value : money(0, 'EUR'))), 'EUR');
        expect(total.ok && total.value.minor).toBe(cents.reduce((s, c) => s + c, 0));
      }),
    );
  });
});

describe('moneyFromDecimal', () => {
  it('rounds server decimals half away from zero', () => {
    expect(moneyFromDecimal(10.125, 'EUR')).toMatchObject({ value: { minor: 1013 } });
    expect(moneyFromDecimal('10.124', 'EUR')).toMatchObject({ value: { minor: 1012 } });
    expect(moneyFromDecimal(-0.005, 'EUR')).toMatchObject({ value: { minor: -1 } });
    expect(moneyFromDecimal(0.1, 'EUR')).toMatchObject({ value: { minor: 10 } });
    expect(moneyFromDecimal(Number.NaN, 'EUR')).toEqual({ ok: false, error: 'invalid-amount' });
    expect(moneyFromDecimal(-0, 'EUR')).toMatchObject({ value: { minor: 0 } });
  });
});

describe('display and arithmetic', () => {
  it('formats with symbol and commas', () => {
    expect(formatMoney(money(123456, 'EUR'))).toBe('€1,234.56');
    expect(formatMoney(money(-5, 'USD'))).toBe('-$0.05');
    expect(formatMoney(money(1000, 'JPY'))).toBe('¥1,000');
    expect(formatMoney(money(100, 'XYZ'))).toBe('XYZ 1.00');
    expect(toDecimal(money(5, 'BTC'))).toBe('0.00000005');
  });
  it('refuses to mix currencies and overflow', () => {
    expect(addMoney(money(1, 'EUR'), money(1, 'USD'))).toEqual({ ok: false, error: 'currency-mismatch' });
    expect(compareMoney(money(1, 'EUR'), money(1, 'USD')).ok).toBe(false);
    expect(addMoney(money(Number.MAX_SAFE_INTEGER, 'EUR'), money(1, 'EUR'))).toEqual({ ok: false, error: 'out-of-range' });
    expect(subtractMoney(money(100, 'EUR'), money(30, 'EUR'))).toMatchObject({ value: { minor: 70 } });
    expect(sumMoney([money(1, 'EUR'), money(1, 'USD')], 'EUR').ok).toBe(false);
    expect(compareMoney(money(1, 'EUR'), money(2, 'EUR'))).toEqual({ ok: true, value: -1 });
    expect(compareMoney(money(3, 'EUR'), money(2, 'EUR'))).toEqual({ ok: true, value: 1 });
  });
});

describe('totalBalance', () => {
  it('is main + bonus + betting bonus, exactly', () => {
    expect(
      totalBalance({
        balance_main: { amount: 0.1, currency: 'EUR' },
        balance_bonus: { amount: '0.2', currency: 'EUR' },
        balance_betting_bonus: { amount: 1000.7, currency: 'EUR' },
        balance_fun: { amount: 999, currency: 'FUN' },
      }),
    ).toEqual({ ok: true, value: { minor: 100100, currency: 'EUR' } });
  });
  it('missing parts count as zero; mixed currencies and garbage fail', () => {
    expect(totalBalance({ balance_bonus: { amount: 5, currency: 'USD' } })).toEqual({ ok: true, value: { minor: 500, currency: 'USD' } });
    expect(totalBalance({})).toEqual({ ok: false, error: 'invalid-amount' });
    expect(totalBalance({ balance_main: { amount: 1, currency: 'EUR' }, balance_bonus: { amount: 1, currency: 'USD' } }).ok).toBe(false);
    expect(totalBalance({ balance_main: { amount: 'x', currency: 'EUR' } })).toEqual({ ok: false, error: 'invalid-amount' });
  });
});
