import { currencySymbol } from '../format/currency';
import { groupThousands, toDecimalString } from '../format/number';
import { err, ok, type Result } from '../shared/result';

/**
 * An exact amount: an integer count of the currency's minor units (cents). Arithmetic on
 * integers never drifts the way 0.1 + 0.2 does.
 */
export interface ExactMoney {
  readonly minor: number;
  readonly currency: string;
}

export type AmountError = 'invalid-amount' | 'too-many-decimals' | 'out-of-range' | 'currency-mismatch';

/** Minor-unit exponents that differ from 2. */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  JPY: 0, KRW: 0, VND: 0, CLP: 0, ISK: 0, UGX: 0, BHD: 3, KWD: 3, OMR: 3, TND: 3, JOD: 3, BTC: 8, ETH: 8, USDT: 2,
};

export function currencyExponent(currency: string): number {
  return CURRENCY_EXPONENTS[currency.toUpperCase()] ?? 2;
}

export function money(minor: number, currency: string): ExactMoney {
  return { minor, currency: currency.toUpperCase() };
}

export const zero = (currency: string): ExactMoney => money(0, currency);

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

function toMinor(text: string, exponent: number, round: boolean): Result<number, AmountError> {
  const match = DECIMAL.exec(text);
  if (!match) return err('invalid-amount');
  const [, sign = '', whole = '0', rawFraction = ''] = match;
  let fraction = rawFraction;
  let carry = 0n;
  if (fraction.length > exponent) {
    if (!round) return err('too-many-decimals');
    carry = Number(fraction[exponent]) >= 5 ? 1n : 0n;
    fraction = fraction.slice(0, exponent);
  }
  const units = BigInt(whole + fraction.padEnd(exponent, '0')) + carry;
  const signed = sign === '-' ? -units : units;
  if (signed > BigInt(Number.MAX_SAFE_INTEGER) || signed < BigInt(Number.MIN_SAFE_INTEGER)) return err('out-of-range');
  return ok(Number(signed) + 0);
}

/**
 * Parses what a player typed, e.g. "1,234.56" → 123456 minor units. Thousands commas are
 * ignored; more decimals than the currency has is an error (nothing is silently rounded).
 */
export function parseAmount(text: string, currency: string): Result<ExactMoney, AmountError> {
  const cleaned = text.trim().replace(/,/g, '');
  const result = toMinor(cleaned, currencyExponent(currency), false);
  return result.ok ? ok(money(result.value, currency)) : result;
}

/**
 * A server decimal (number or string, e.g. a balance amount) as Money, rounded half away
 * from zero to the currency's minor unit. The number is read through its shortest decimal
 * representation, so 0.1 stays 0.1 and never becomes 0.1000000000000000055….
 */
export function moneyFromDecimal(amount: number | string, currency: string): Result<ExactMoney, AmountError> {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return err('invalid-amount');
    text = toDecimalString(amount);
  } else {
    text = amount.trim();
  }
  const result = toMinor(text, currencyExponent(currency), true);
  return result.ok ? ok(money(result.value, currency)) : result;
}

/** The exact decimal string: 123456 EUR → "1234.56"; JPY → "1234". */
export function toDecimal(value: ExactMoney): string {
  const exponent = currencyExponent(value.currency);
  const negative = value.minor < 0;
  const digits = String(Math.abs(value.minor)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = exponent > 0 ? `.${digits.slice(digits.length - exponent)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Display with symbol and thousands commas: "€1,234.56" (the currency's decimals). */
export function formatMoney(value: ExactMoney): string {
  const decimal = toDecimal(value);
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const symbol = currencySymbol(value.currency);
  const body = `${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
  return `${negative ? '-' : ''}${symbol}${symbol === value.currency.toUpperCase() ? ' ' : ''}${body}`;
}

export function addMoney(a: ExactMoney, b: ExactMoney): Result<ExactMoney, AmountError> {
  if (a.currency !== b.currency) return err('currency-mismatch');
  const minor = a.minor + b.minor;
  return Number.isSafeInteger(minor) ? ok(money(minor, a.currency)) : err('out-of-range');
}

export function subtractMoney(a: ExactMoney, b: ExactMoney): Result<ExactMoney, AmountError> {
  return addMoney(a, money(-b.minor, b.currency));
}

/** Sum of several amounts of one currency (zero for an empty list). */
export function sumMoney(values: readonly ExactMoney[], currency: string): Result<ExactMoney, AmountError> {
  let total: ExactMoney = zero(currency);
  for (const value of values) {
    const next = addMoney(total, value);
    if (!next.ok) return next;
    total = next.value;
  }
  return ok(total);
}

/** -1, 0 or 1; comparing different currencies is a currency-mismatch. */
export function compareMoney(a: ExactMoney, b: ExactMoney): Result<-1 | 0 | 1, AmountError> {
  if (a.currency !== b.currency) return err('currency-mismatch');
  return ok(a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0);
}
