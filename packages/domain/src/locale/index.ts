export type { LocaleStrategy, LocaleInput, ResolvedLocale } from './resolve';
export {
  resolveLocale, bestBrowserMatch, findLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS,
  THEME_COOKIE_MAX_AGE_SECONDS, DEFAULT_THEME,
} from './resolve';
