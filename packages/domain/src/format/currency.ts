import { formatNumber } from './number';

/** Symbols for common currencies; unknown codes are shown as the code followed by a space. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$', EUR: '€', GBP: '£', RUB: '₽', UAH: '₴', KZT: '₸', TRY: '₺', INR: '₹', BRL: 'R$',
  JPY: '¥', CNY: '¥', PLN: 'zł', AZN: '₼', UZS: 'soʻm', BTC: '₿', ETH: 'Ξ', USDT: '₮',
};

/** The display symbol of a currency code (case-insensitive); falls back to the code itself. */
export function currencySymbol(currency: string, symbols: Readonly<Record<string, string>> = CURRENCY_SYMBOLS): string {
  return symbols[currency.toUpperCase()] ?? currency.toUpperCase();
}

/**
 * Amount display: currency symbol, 2 decimals, thousands commas, e.g.
 * `formatAmount(1234.5, 'EUR')` → "€1,234.50". A negative amount reads "-€5.00".
 * Unknown codes read "XYZ 5.00".
 */
export function formatAmount(
  amount: number | string,
  currency: string,
  symbols: Readonly<Record<string, string>> = CURRENCY_SYMBOLS,
): string {
  const text = formatNumber(amount, { fixedDecimals: 2 });
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const symbol = currencySymbol(currency, symbols);
  const known = symbols[currency.toUpperCase()] !== undefined;
  return `${negative ? '-' : ''}${symbol}${known ? '' : ' '}${body}`;
}
