/** The site locales, each a code and a text direction: `en` is the default (no URL prefix), `ar` is right-to-left. */
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

/** The locales the sandbox's content is translated into; the database and the seed hold the English. */
export type TranslatedLocale = Exclude<LocaleCode, typeof DEFAULT_LOCALE>;

/** A text's translations, one per translated locale: a missing one fails the type check, not a page. */
export type Translations<T> = Readonly<Record<TranslatedLocale, T>>;

/** The locale a call asks for (the `locale` every call carries), or the default for one the site does not have. */
export const callerLocale = (ctx: { readonly locale: string }): LocaleCode => (isLocale(ctx.locale) ? ctx.locale : DEFAULT_LOCALE);

/**
 * The text in a locale: its translation where the sandbox has one, else the English as stored. A row the seed did
 * not make (a test's own, say) has no translations and reads in English, as a real CMS shows an untranslated entry.
 */
export function inLocale<T>(english: T, translations: Translations<T> | undefined, locale: LocaleCode): T {
  return locale === DEFAULT_LOCALE || !translations ? english : translations[locale];
}
