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

/** `empty`: nothing was typed, which a form says differently from a typo. */
export type AmountError = 'empty' | 'invalid-amount' | 'too-many-decimals' | 'out-of-range' | 'currency-mismatch';

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
 * The most minor units a typed amount may have: 15 digits. A double holds every decimal of 15 significant digits
 * exactly, so an amount read here survives a contract that carries it as a JSON or form number (`toDecimalNumber`).
 */
export const MAX_TYPED_MINOR = 999_999_999_999_999;

// Players on phones and in other locales type Arabic-Indic digits, the Arabic decimal and thousands marks, and
// spaces (plain, no-break, narrow no-break) between thousands.
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const arabicDigit = (d: string) => String((d.codePointAt(0) ?? 0) & 0xf);
const normalise = (text: string) =>
  text.replace(ARABIC_DIGITS, arabicDigit).replace(/\u066b/g, '.').replace(/\u066c/g, ',').replace(/[\u00a0\u202f]/g, ' ');

const count = (text: string, mark: string) => text.split(mark).length - 1;

/**
 * Which mark separates the decimals, or null for a whole amount. The player's input decides: with both marks the
 * later one; a mark typed twice groups thousands; a lone point is decimal; a lone comma groups thousands when it
 * stands between one to three digits (no leading zero) and three more ("1,200" is twelve hundred, as the product has
 * always read it), and is decimal otherwise ("10,5", "0,125", "1234,5").
 */
function decimalMark(body: string): '.' | ',' | null {
  const dots = count(body, '.');
  const commas = count(body, ',');
  if (dots > 0 && commas > 0) return body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  if (dots === 1) return '.';
  if (commas !== 1) return null;
  const [before = '', after = ''] = body.split(',');
  return /^\d{3}$/.test(after) && /^[1-9]\d{0,2}$/.test(before) ? null : ',';
}

/** The typed text as a plain decimal ("-1234.5"), thousands separators checked and removed. */
function plainDecimal(text: string): Result<string, AmountError> {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  if (!/^[\d., ]*\d[\d., ]*$/.test(body)) return err('invalid-amount');
  const mark = decimalMark(body);
  const at = mark === null ? -1 : body.lastIndexOf(mark);
  const whole = at === -1 ? body : body.slice(0, at);
  const fraction = at === -1 ? '' : body.slice(at + 1);
  if (!/^\d*$/.test(fraction) || (mark !== null && count(body, mark) > 1)) return err('invalid-amount');
  const groups = new Set(whole.replace(/\d/g, ''));
  if (groups.size > 1) return err('invalid-amount');
  const group = [...groups][0];
  if (group !== undefined && !new RegExp(`^\\d{1,3}(?:[${group}]\\d{3})+$`).test(whole)) return err('invalid-amount');
  const digits = group === undefined ? whole : whole.split(group).join('');
  // no leading zero: "05" is a slip, not five
  if (/^0\d/.test(digits)) return err('invalid-amount');
  return ok(`${negative ? '-' : ''}${digits || '0'}.${fraction}`);
}

/**
 * Parses what a player typed into exact money of their currency, e.g. "1,234.56", "1.234,56", "1 234,56" and
 * "10,5" EUR → 123456, 123456, 123456 and 1050 minor units. Thousands separators must group by three; the decimal
 * mark is read from the input (`decimalMark`). More decimals than the currency has is an error (nothing is
 * silently rounded); so are a leading zero ("05"), nothing typed (`empty`) and more than `MAX_TYPED_MINOR`. A sign
 * is read: whether a negative amount makes sense is the caller's rule.
 */
export function parseAmount(text: string, currency: string): Result<ExactMoney, AmountError> {
  const typed = normalise(text).trim();
  if (typed === '') return err('empty');
  const plain = plainDecimal(typed);
  if (!plain.ok) return plain;
  const result = toMinor(plain.value, currencyExponent(currency), false);
  if (!result.ok) return result;
  return Math.abs(result.value) > MAX_TYPED_MINOR ? err('out-of-range') : ok(money(result.value, currency));
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

/**
 * The amount as a number, for a contract that carries money as a decimal number. Exact for every amount
 * `parseAmount` gives: a double keeps 15 significant digits, so the number reads back as the same decimal.
 */
export function toDecimalNumber(value: ExactMoney): number {
  return Number(toDecimal(value));
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
