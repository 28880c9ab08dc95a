/** Locale resolution. */

export type LocaleStrategy = 'platform' | 'url' | (string & {});

export interface LocaleInput {
  readonly strategy?: LocaleStrategy;
  readonly authenticated: boolean;
  /** The account's locale (account info `locale`). */
  readonly accountLocale?: string | null;
  /** The rootLocale from the URL prefix, if any. */
  readonly urlLocale?: string | null;
  /** The i18n_locale cookie. */
  readonly cookieLocale?: string | null;
  /** navigator.languages, best first. */
  readonly browserLanguages?: readonly string[];
  readonly available: readonly string[];
  readonly defaultLocale: string;
}

export interface ResolvedLocale {
  readonly locale: string;
  readonly source: 'account' | 'url' | 'cookie' | 'browser' | 'default';
  /** The account locale won and must be synced to the server (changelocale). */
  readonly syncToServer: boolean;
}

const norm = (code: string): string => code.trim().toLowerCase().replace('_', '-');

/** The available code equal to `code`, ignoring case and "_" vs "-". */
export function findLocale(code: string | null | undefined, available: readonly string[]): string | undefined {
  if (!code) return undefined;
  const wanted = norm(code);
  return available.find((a) => norm(a) === wanted);
}

/**
 * Best browser match: for each browser language in order, an exact match, then the same
 * primary language (en-GB → en, or en → en-US) — the first language that matches wins.
 */
export function bestBrowserMatch(languages: readonly string[], available: readonly string[]): string | undefined {
  for (const language of languages) {
    const exact = findLocale(language, available);
    if (exact) return exact;
    const primary = norm(language).split('-')[0];
    const partial = available.find((a) => norm(a).split('-')[0] === primary);
    if (partial) return partial;
  }
  return undefined;
}

/**
 * For the platform strategy with an authenticated user the account locale wins (and is
 * synced); otherwise the URL locale, then the cookie, then the best browser match, then the
 * default.
 */
export function resolveLocale(input: LocaleInput): ResolvedLocale {
  const { available } = input;
  if (input.strategy === 'platform' && input.authenticated) {
    const account = findLocale(input.accountLocale, available);
    if (account) return { locale: account, source: 'account', syncToServer: true };
  }
  const url = findLocale(input.urlLocale, available);
  if (url) return { locale: url, source: 'url', syncToServer: false };
  const cookie = findLocale(input.cookieLocale, available);
  if (cookie) return { locale: cookie, source: 'cookie', syncToServer: false };
  const browser = bestBrowserMatch(input.browserLanguages ?? [], available);
  if (browser) return { locale: browser, source: 'browser', syncToServer: false };
  return { locale: input.defaultLocale, source: 'default', syncToServer: false };
}

/** Locale cookie. */
export const LOCALE_COOKIE = 'i18n_locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const THEME_COOKIE_MAX_AGE_SECONDS = 31_536_000;
export const DEFAULT_THEME = 'dark';
