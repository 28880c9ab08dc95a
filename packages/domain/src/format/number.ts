/**
 * Number formatting of the spec (part 1 §5): thousands commas, up to 2 decimals for
 * non-integers. Works on decimal strings, so no binary floating-point rounding leaks in.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "1234567" → "1,234,567" (digits only, no sign). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
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
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal: ${text}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const padded = fraction.padEnd(decimals + 1, '0');
  const kept = padded.slice(0, decimals);
  const roundUp = Number(padded[decimals]) >= 5;
  let units = BigInt(whole + kept);
  if (roundUp) units += 1n;
  const digits = units.toString().padStart(decimals + 1, '0');
  const intPart = digits.slice(0, digits.length - decimals);
  const fracPart = digits.slice(digits.length - decimals);
  const isZero = /^0*$/.test(intPart + fracPart);
  return `${isZero ? '' : sign}${intPart}${decimals > 0 ? `.${fracPart}` : ''}`;
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
  const text = typeof value === 'number' ? toDecimalString(value) : value.replace(/,/g, '').trim();
  const decimals = options.fixedDecimals ?? options.maxDecimals ?? 2;
  let rounded = roundDecimal(text, decimals);
  if (options.fixedDecimals === undefined && rounded.includes('.')) {
    rounded = rounded.replace(/0+$/, '').replace(/\.$/, '');
    if (rounded === '-0') rounded = '0';
  }
  const negative = rounded.startsWith('-');
  const [whole = '0', fraction] = (negative ? rounded.slice(1) : rounded).split('.');
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** Removes thousands commas: "1,234" → "1234". */
export function stripThousands(value: string): string {
  return value.replace(/,/g, '');
}
