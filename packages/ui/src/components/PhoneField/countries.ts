/** A country for the phone picker: ISO 3166 alpha-2 code, dial code without "+", national number mask. */
export type PhoneCountry = { code: string; dialCode: string; mask: string; name: string };

/** A small sample list; the app passes its configured countries (names translated). */
export const sampleCountries: PhoneCountry[] = [
  { code: 'DE', dialCode: '49', mask: '### ########', name: 'Germany' },
  { code: 'GB', dialCode: '44', mask: '#### ######', name: 'United Kingdom' },
  { code: 'FR', dialCode: '33', mask: '# ## ## ## ##', name: 'France' },
  { code: 'ES', dialCode: '34', mask: '### ### ###', name: 'Spain' },
  { code: 'TR', dialCode: '90', mask: '### ### ## ##', name: 'Türkiye' },
  { code: 'BR', dialCode: '55', mask: '## #####-####', name: 'Brazil' },
  { code: 'IN', dialCode: '91', mask: '##### #####', name: 'India' },
  { code: 'US', dialCode: '1', mask: '(###) ###-####', name: 'United States' },
  { code: 'KZ', dialCode: '7', mask: '(###) ###-##-##', name: 'Kazakhstan' },
];

/** Emoji flag from regional indicator symbols. */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** The country whose dial code starts `digits` (longest match), for pasted international numbers. */
export function countryByDialCode(digits: string, countries: PhoneCountry[]): PhoneCountry | undefined {
  return [...countries].sort((a, b) => b.dialCode.length - a.dialCode.length).find((c) => digits.startsWith(c.dialCode));
}
