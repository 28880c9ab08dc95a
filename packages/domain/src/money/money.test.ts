import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../format/number';
import { totalBalance } from './balances';
import {
  addMoney, compareMoney, formatMoney, MAX_TYPED_MINOR, money, moneyFromDecimal, parseAmount, subtractMoney, sumMoney,
  toDecimal, toDecimalNumber,
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

describe('parseAmount: what players type', () => {
  const minor = (text: string, currency = 'EUR') => {
    const parsed = parseAmount(text, currency);
    return parsed.ok ? parsed.value.minor : parsed.error;
  };
  it('reads thousands separators of every kind the player may use', () => {
    expect(minor('1,000')).toBe(100000);
    expect(minor('1,234,567.89')).toBe(123456789);
    expect(minor('1.234.567,89')).toBe(123456789);
    expect(minor('1 234 567,89')).toBe(123456789);
    expect(minor('1\u00a0234,5')).toBe(123450);
    expect(minor('1\u202f234')).toBe(123400);
    expect(minor('  2,500  ')).toBe(250000);
  });
  it('takes a decimal comma or point as the input shows it', () => {
    expect(minor('10,5')).toBe(1050);
    expect(minor('10,50')).toBe(1050);
    expect(minor('10.5')).toBe(1050);
    expect(minor('0,125', 'BHD')).toBe(125);
    expect(minor('1234,5')).toBe(123450);
    expect(minor('1,23')).toBe(123);
    expect(minor('.5')).toBe(50);
    expect(minor('10.')).toBe(1000);
    expect(minor('10,')).toBe(1000);
    // a lone comma before three digits groups thousands, whatever the currency's decimals
    expect(minor('1,500', 'BTC')).toBe(150000000000);
    expect(minor('0,00000005', 'BTC')).toBe(5);
  });
  it('reads Arabic-Indic digits and the Arabic marks', () => {
    expect(minor('\u0661\u066c\u0662\u0663\u0664\u066b\u0665')).toBe(123450);
    expect(minor('\u06f2\u06f0')).toBe(2000);
  });
  it('refuses more decimals than the currency has, and says so', () => {
    expect(minor('10.555')).toBe('too-many-decimals');
    expect(minor('10,555')).toBe(1055500);
    expect(minor('1.234,567')).toBe('too-many-decimals');
    expect(minor('1 000,000')).toBe('too-many-decimals');
    expect(minor('10,5', 'JPY')).toBe('too-many-decimals');
    expect(minor('0.000000001', 'BTC')).toBe('too-many-decimals');
  });
  it('empty, junk, bad grouping and a leading zero', () => {
    expect(minor('')).toBe('empty');
    expect(minor('   ')).toBe('empty');
    for (const junk of ['abc', '€10', '10 EUR', '1e3', '+5', '--5', '-', '.', ',', '1,2,3', '12,34,567', '1.5.0', '1,234.56.7', '1.234,5,6', '5.,', '10, 5', '05', '00', '007.50', '0,123,456']) {
      expect(minor(junk), junk).toBe('invalid-amount');
    }
  });
  it('reads a sign: whether a negative amount is allowed is the caller\'s rule', () => {
    expect(minor('-1,5')).toBe(-150);
    expect(minor('-1,000')).toBe(-100000);
    expect(minor('-0')).toBe(0);
    expect(Object.is(minor('-0'), 0)).toBe(true);
  });
  it('huge: up to 15 digits of minor units, then out of range', () => {
    expect(minor('9,999,999,999,999.99')).toBe(MAX_TYPED_MINOR);
    expect(minor('10,000,000,000,000')).toBe('out-of-range');
    expect(minor('-9999999999999.99')).toBe(-MAX_TYPED_MINOR);
    expect(minor('999999999999999', 'JPY')).toBe(MAX_TYPED_MINOR);
    expect(minor('1000000000000000', 'JPY')).toBe('out-of-range');
    expect(minor('9'.repeat(400))).toBe('out-of-range');
  });
  it('property: any amount written with either convention reads back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TYPED_MINOR }), fc.constantFrom(',', '.', ' '), (cents, group) => {
        const [whole = '0', fraction = '00'] = toDecimal(money(cents, 'EUR')).split('.');
        const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
        const decimal = group === ',' ? '.' : ',';
        expect(parseAmount(`${grouped}${decimal}${fraction}`, 'EUR')).toEqual({ ok: true, value: money(cents, 'EUR') });
      }),
    );
  });
});

describe('toDecimalNumber', () => {
  it('is the decimal the contract carries', () => {
    expect(toDecimalNumber(money(120000, 'EUR'))).toBe(1200);
    expect(toDecimalNumber(money(123456, 'EUR'))).toBe(1234.56);
    expect(toDecimalNumber(money(30, 'EUR'))).toBe(0.3);
    expect(toDecimalNumber(money(1000, 'JPY'))).toBe(1000);
    expect(toDecimalNumber(money(1, 'BHD'))).toBe(0.001);
  });
  it('property: every typed amount survives the trip through a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_TYPED_MINOR, max: MAX_TYPED_MINOR }), fc.constantFrom('EUR', 'JPY', 'BHD', 'BTC'), (minor, currency) => {
        const value = money(minor, currency);
        expect(moneyFromDecimal(toDecimalNumber(value), currency)).toEqual({ ok: true, value });
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
