import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money';
import { amountExceeds, checkPaymentAmount, compareToServerAmount, readPaymentAmount } from './amount';

const check = (typed: string, bounds: { min?: number; max?: number } | null = { min: 10, max: 5000 }, currency = 'EUR') =>
  checkPaymentAmount(readPaymentAmount(typed, currency), bounds);

describe('checkPaymentAmount', () => {
  it('passes the exact amount on: whole units of the currency, thousands commas ignored', () => {
    expect(check('1,000')).toEqual({ ok: true, value: { minor: 100000, currency: 'EUR' } });
    expect(check(' 5000 ')).toEqual({ ok: true, value: { minor: 500000, currency: 'EUR' } });
    expect(check('10')).toEqual({ ok: true, value: { minor: 1000, currency: 'EUR' } });
    expect(check('2,500', { min: 100 }, 'JPY')).toEqual({ ok: true, value: { minor: 2500, currency: 'JPY' } });
    expect(check('2,500', { min: 100 }, 'BHD')).toEqual({ ok: true, value: { minor: 2500000, currency: 'BHD' } });
  });
  it('nothing typed is required; a typo, a decimal mark, a leading zero, zero and a negative amount are wrong', () => {
    expect(check('')).toEqual({ ok: false, key: 'requiredField' });
    for (const typed of ['12a', '05', '0', '0,00', '-50', '10.5', '10,5 0', '1.234,56', '١٠٠']) expect(check(typed), typed).toEqual({ ok: false, key: 'wrongField' });
  });
  it('outside the bounds is sumError with the bounds as the player reads them, compared exactly', () => {
    const sumError = { ok: false, key: 'sumError', params: { min: '10', max: '5,000' } };
    expect(check('9')).toEqual(sumError);
    expect(check('5,001')).toEqual(sumError);
    expect(check('99,999,999,999,999,999')).toEqual(sumError);
    expect(check('1', { min: 0.3 })).toMatchObject({ ok: true, value: { minor: 100 } });
    expect(check('5', { min: 10 })).toEqual({ ok: false, key: 'sumError', params: { min: '10', max: '' } });
    expect(check('500', { max: 100 })).toEqual({ ok: false, key: 'sumError', params: { min: '', max: '100' } });
  });
  it('without bounds any positive amount passes; a huge one is wrong', () => {
    expect(check('999999', null)).toMatchObject({ ok: true, value: { minor: 99999900 } });
    expect(check('99,999,999,999,999,999', null)).toEqual({ ok: false, key: 'wrongField' });
    expect(check('99,999,999,999,999,999', { min: 1 })).toEqual({ ok: false, key: 'wrongField' });
  });
  it('property: a whole amount between the bounds passes exactly as typed, with or without commas, one outside does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.boolean(), (units, commas) => {
        const inside = units >= 10 && units <= 5000;
        const typed = commas ? units.toLocaleString('en-US') : String(units);
        expect(check(typed)).toEqual(inside ? { ok: true, value: money(units * 100, 'EUR') } : { ok: false, key: 'sumError', params: { min: '10', max: '5,000' } });
      }),
    );
  });
});

describe('amountExceeds', () => {
  it('compares exactly with what the server says is left, in the same currency only', () => {
    expect(amountExceeds(money(25001, 'EUR'), { amount: 250, currency: 'EUR' })).toBe(true);
    expect(amountExceeds(money(25000, 'EUR'), { amount: 250, currency: 'eur' })).toBe(false);
    expect(amountExceeds(money(30, 'EUR'), { amount: 0.1 + 0.2, currency: 'EUR' })).toBe(false);
    expect(amountExceeds(money(99999, 'USD'), { amount: 1, currency: 'EUR' })).toBe(false);
    expect(amountExceeds(money(1, 'EUR'), { amount: Number.NaN, currency: 'EUR' })).toBe(false);
  });
  it('compareToServerAmount orders both ways and stays out of other currencies', () => {
    expect(compareToServerAmount(money(1000, 'EUR'), { amount: 10, currency: 'EUR' })).toBe(0);
    expect(compareToServerAmount(money(999, 'EUR'), { amount: 10, currency: 'EUR' })).toBe(-1);
    expect(compareToServerAmount(money(999, 'EUR'), { amount: 10, currency: 'USD' })).toBeUndefined();
  });
});
