import { countryByDialCode, dialCodeOf, type PhoneFieldCountry } from './countries';
import { phoneCapacity } from './phone-mask';

/** E.164 allows at most 15 digits; the limit when no country (or mask) is known. */
const MAX_DIGITS = 15;

export interface PastedPhone<C extends PhoneFieldCountry = PhoneFieldCountry> {
  /** The country the number belongs to; the current one when the paste named none. */
  readonly country: C | undefined;
  /** National digits, limited by that country's masks. */
  readonly digits: string;
}

/**
 * A pasted phone number: only digits count (spaces, dashes, emoji go). A number written with "+",
 * or longer than the current country's mask holds, is international: its dial code picks the
 * country (see `countryByDialCode`) and is cut off. Otherwise the current country stays.
 */
export function pastePhone<C extends PhoneFieldCountry>(text: string, countries: readonly C[], current?: C): PastedPhone<C> {
  const cleaned = text.replace(/[^\d+]/g, '');
  const digits = cleaned.replace(/\D/g, '');
  const limit = (country: C | undefined) => (country && phoneCapacity(country.mask)) || MAX_DIGITS;
  const international = cleaned.startsWith('+') || digits.length > limit(current);
  const match = international ? (countryByDialCode(digits, countries) as C | undefined) : undefined;
  if (match) return { country: match, digits: digits.slice(dialCodeOf(match).length, dialCodeOf(match).length + limit(match)) };
  return { country: current, digits: digits.slice(0, limit(current)) };
}
