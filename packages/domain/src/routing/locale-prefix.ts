/**
 * Locale prefix: every route exists bare and prefixed by a non-default
 * locale code (rootLocale); the default locale has no prefix.
 */
export interface LocalePath {
  /** The non-default locale in the first segment, if any. */
  readonly rootLocale: string | undefined;
  /** The path without the prefix, always starting with "/". */
  readonly path: string;
}

export function splitLocalePrefix(path: string, locales: readonly string[], defaultLocale: string): LocalePath {
  const match = /^\/([^/?#]+)(.*)$/.exec(path);
  const first = match?.[1];
  if (first !== undefined && first !== defaultLocale && locales.includes(first)) {
    const rest = match?.[2] ?? '';
    return { rootLocale: first, path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { rootLocale: undefined, path: path === '' ? '/' : path };
}

/** Adds the locale prefix to a bare path unless the locale is the default. */
export function withLocalePrefix(path: string, locale: string | undefined, defaultLocale: string): string {
  if (!locale || locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path.startsWith('/') ? '' : '/'}${path}`;
}

const SUFFIX = '___';

/** Route names may carry "___{locale}"; it is ignored when comparing. */
export function stripRouteLocaleSuffix(name: string): string {
  const index = name.indexOf(SUFFIX);
  return index === -1 ? name : name.slice(0, index);
}

export function sameRouteName(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && stripRouteLocaleSuffix(a) === stripRouteLocaleSuffix(b);
}
