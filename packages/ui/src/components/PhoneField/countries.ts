import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { PhoneMasks } from './phone-mask';

/**
 * A country for the phone picker: ISO 3166 alpha-2 code, national number mask(s) and a display name.
 * `dialCode` (digits, no "+") defaults to the country's calling code from libphonenumber-js; pass the
 * server's when it has one.
 */
export type PhoneFieldCountry = { code: string; dialCode?: string; mask: PhoneMasks; name: string };

/** A small sample list; the app passes its configured countries (names translated, the server's masks). */
export const sampleCountries: PhoneFieldCountry[] = [
  { code: 'DE', mask: '### ########', name: 'Germany' },
  { code: 'GB', mask: '#### ######', name: 'United Kingdom' },
  { code: 'FR', mask: '# ## ## ## ##', name: 'France' },
  { code: 'ES', mask: '### ### ###', name: 'Spain' },
  { code: 'TR', mask: '### ### ## ##', name: 'Türkiye' },
  { code: 'BR', mask: '## #####-####', name: 'Brazil' },
  { code: 'IN', mask: '##### #####', name: 'India' },
  { code: 'US', mask: '(###) ###-####', name: 'United States' },
  { code: 'KZ', mask: '(###) ###-##-##', name: 'Kazakhstan' },
];

/** The dial code as digits: the configured one, else the calling code libphonenumber-js knows ('' if none). */
export function dialCodeOf(country: Pick<PhoneFieldCountry, 'code' | 'dialCode'>): string {
  if (country.dialCode !== undefined) return country.dialCode.replace(/\D/g, '');
  try {
    return getCountryCallingCode(country.code.toUpperCase() as CountryCode);
  } catch {
    return '';
  }
}

/** Emoji flag from regional indicator symbols. */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/**
 * The country of a pasted international number (digits after the "+"). libphonenumber-js tells
 * countries that share a calling code apart (+7 701… is Kazakhstan, +7 916… Russia); when it cannot
 * place the number, or names a country the list lacks, the longest matching dial code in the list wins.
 */
export function countryByDialCode(digits: string, countries: readonly PhoneFieldCountry[]): PhoneFieldCountry | undefined {
  const region = parsePhoneNumberFromString(`+${digits}`)?.country;
  const placed = region ? countries.find((c) => c.code.toUpperCase() === region) : undefined;
  if (placed && digits.startsWith(dialCodeOf(placed))) return placed;
  return [...countries]
    .filter((c) => dialCodeOf(c) !== '' && digits.startsWith(dialCodeOf(c)))
    .sort((a, b) => dialCodeOf(b).length - dialCodeOf(a).length)[0];
}
