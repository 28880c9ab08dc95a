import { pathPatternMatches } from './page-seo';

export const INDEX_FOLLOW = 'index, follow';
/** What a disallowed page says: not indexed, but its links are still followed. */
export const NOINDEX_FOLLOW = 'noindex, follow';

export function isDisallowed(disallow: readonly string[], barePath: string): boolean {
  return disallow.some((pattern) => pathPatternMatches(pattern, barePath));
}

/** The robots directive of a page: a disallow rule wins over the page's own value, which wins over the default. */
export function robotsDirective(disallow: readonly string[], barePath: string, pageRobots?: string | null): string {
  if (isDisallowed(disallow, barePath)) return NOINDEX_FOLLOW;
  return pageRobots?.trim() || INDEX_FOLLOW;
}

/**
 * `robots.txt` from the CMS rules. Robots files know only prefixes and `*`: a pattern ending in `*` becomes its
 * prefix, anything else is written as it is with `$` (exact match). Each rule is repeated under every locale prefix,
 * since the same page lives at `/{locale}/...` too.
 */
export function robotsTxt(input: { readonly disallow: readonly string[]; readonly locales: readonly string[]; readonly defaultLocale: string; readonly sitemapUrl: string }): string {
  const clean = (pattern: string) => pattern.replace(/[\r\n]/g, '').trim();
  const rule = (pattern: string) => (pattern.endsWith('*') ? pattern.replace(/\*+$/, '') : `${pattern}$`);
  const prefixes = ['', ...input.locales.filter((locale) => locale !== input.defaultLocale).map((locale) => `/${locale}`)];
  const lines = input.disallow
    .map(clean)
    .filter((pattern) => pattern.startsWith('/'))
    .flatMap((pattern) => prefixes.map((prefix) => `Disallow: ${rule(`${prefix}${pattern}`)}`));
  return ['User-agent: *', ...new Set(lines), 'Allow: /', '', `Sitemap: ${input.sitemapUrl}`, ''].join('\n');
}
