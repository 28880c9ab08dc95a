export interface AlternateLink {
  readonly hreflang: string;
  readonly href: string;
}

/** The address of a page in a locale: the default locale has no prefix. */
export function localizedHref(barePath: string, locale: string, defaultLocale: string, origin: string): string {
  if (locale === defaultLocale) return `${origin}${barePath}`;
  return `${origin}/${locale}${barePath === '/' ? '' : barePath}`;
}

/**
 * Alternate-language links: one per locale (the default without prefix) plus x-default pointing at
 * the default locale's address.
 */
export function alternateLinks(barePath: string, locales: readonly string[], defaultLocale: string, origin: string): readonly AlternateLink[] {
  const href = (locale: string) => localizedHref(barePath, locale, defaultLocale, origin);
  return [...locales.map((locale) => ({ hreflang: locale, href: href(locale) })), { hreflang: 'x-default', href: href(defaultLocale) }];
}

/**
 * The language links of a page as the head writes them: the alternates plus the canonical, which is the page itself
 * in the current locale without its query (filters and tracking parameters do not make another page).
 */
export function languageLinks(
  barePath: string,
  locale: string,
  locales: readonly string[],
  defaultLocale: string,
  origin: string,
): { readonly canonical: string; readonly alternates: readonly AlternateLink[] } {
  return { canonical: localizedHref(barePath, locale, defaultLocale, origin), alternates: alternateLinks(barePath, locales, defaultLocale, origin) };
}
