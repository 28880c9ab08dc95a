/** The site locales (spec part 1 §3): `en` is the default (no URL prefix), `ar` is right-to-left. */
export const LOCALES = [
  { code: 'en', dir: 'ltr' },
  { code: 'ru', dir: 'ltr' },
  { code: 'pt', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
] as const;
export const DEFAULT_LOCALE = 'en';
export const LOCALE_CODES: readonly string[] = LOCALES.map((l) => l.code);
export type LocaleCode = (typeof LOCALES)[number]['code'];
export const isLocale = (code: string): code is LocaleCode => LOCALE_CODES.includes(code);
