/**
 * Number display: thousands commas, up to 2 decimals for non-integers. Grouping and rounding are
 * Intl.NumberFormat's; it is given decimal strings (not floats), so it rounds the digits as written
 * (half away from zero) and no binary floating-point error leaks in. The product shows numbers the
 * same way in every language, hence the fixed `en-US` pattern.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * The part of Intl.NumberFormat (ES2023's "NumberFormat v3") the rules use: it formats a decimal string digit for
 * digit, and `signDisplay: 'negative'` never shows "-0". Every runtime the package supports has it; it is typed here
 * so the rules also compile against an ES2022 lib.
 */
interface DecimalFormat {
  format(decimal: string): string;
}
type NumberFormatV3 = new (locale: string, options: Readonly<Record<string, unknown>>) => DecimalFormat;

/** Made once per pattern: building an Intl.NumberFormat costs far more than formatting with one. */
const formatters = new Map<string, DecimalFormat>();

function formatter(minDecimals: number, maxDecimals: number, useGrouping: boolean): DecimalFormat {
  const key = `${minDecimals}/${maxDecimals}/${useGrouping}`;
  let made = formatters.get(key);
  // signDisplay 'negative': a value that rounds to zero reads "0", never "-0".
  if (!made) formatters.set(key, (made = new (Intl.NumberFormat as unknown as NumberFormatV3)('en-US', { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals, useGrouping, signDisplay: 'negative' })));
  return made;
}

/** "1234567" → "1,234,567" (digits only, no sign). */
export function groupThousands(digits: string): string {
  return formatter(0, 0, true).format(digits);
}

/** A plain decimal string for a finite number, avoiding exponent notation. */
export function toDecimalString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  if (Math.abs(value) >= 1) return BigInt(Math.trunc(value)).toString();
  return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/** Rounds a decimal string half away from zero to `decimals` places, padding with zeros. */
export function roundDecimal(text: string, decimals: number): string {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) throw new RangeError(`Not a decimal: ${text}`);
  return formatter(decimals, decimals, false).format(trimmed);
}

export interface FormatNumberOptions {
  /** Maximum fraction digits for non-integers; default 2. */
  readonly maxDecimals?: number;
  /** Fixed fraction digits (always shown), e.g. 2 for amounts. */
  readonly fixedDecimals?: number;
}

/**
 * Formats a number with thousands commas; integers have no fraction, others up to 2 decimals
 * (trailing zeros dropped), e.g. 1234.5 → "1,234.5", 1234.567 → "1,234.57".
 */
export function formatNumber(value: number | string, options: FormatNumberOptions = {}): string {
  const text = typeof value === 'number' ? toDecimalString(value) : stripThousands(value).trim();
  if (!DECIMAL.test(text)) throw new RangeError(`Not a decimal: ${value}`);
  const max = options.fixedDecimals ?? options.maxDecimals ?? 2;
  return formatter(options.fixedDecimals ?? 0, max, true).format(text);
}

/** Removes thousands commas: "1,234" → "1234". */
export function stripThousands(value: string): string {
  return value.replace(/,/g, '');
}
