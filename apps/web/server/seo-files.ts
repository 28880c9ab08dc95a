import { isDisallowed, robotsTxt, sitemapXml } from '@casino/domain/seo';
import { backendReads } from './backend-reads.ts';

/** The public pages every site has, without locale prefix (player-only pages are never listed). */
const STATIC_PATHS = ['/', '/gamehall', '/providers', '/promotions', '/tournaments', '/jackpots', '/winners', '/loyalty', '/betting', '/support'];

export interface SeoFileRequest {
  /** Where the backend answers (the sandbox locally). */
  readonly backend: string;
  /** The site's own origin as the visitor sees it, e.g. `https://casino.example`. */
  readonly origin: string;
  /** The pages the build prerendered (`dist/prerendered/pages.json`, with locale prefixes): listed too. */
  readonly prerendered?: readonly string[];
}

/**
 * `robots.txt` from the CMS's robots rules for this host, with the sitemap's address. A failed
 * call throws, for the caller to answer with a 503: a robots file without the rules would open every page.
 */
export async function robotsFile(request: SeoFileRequest): Promise<string> {
  const reads = backendReads(request.backend);
  const [locales, settings] = await Promise.all([reads.locales(), reads.seo(new URL(request.origin).host)]);
  if (!locales || !settings) throw new Error('the backend did not answer');
  return robotsTxt({ disallow: settings.robots.disallow, locales: locales.codes, defaultLocale: locales.defaultLocale, sitemapUrl: `${request.origin}/sitemap.xml` });
}

/**
 * `sitemap.xml`: the public pages, the games hall's categories, the promotions and the content pages, each in every
 * locale with its alternates, minus whatever the robots rules disallow. A list that failed to load is left out
 * (the rest of the map is still right); the locales and the robots rules are required.
 */
export async function sitemapFile(request: SeoFileRequest): Promise<string> {
  const reads = backendReads(request.backend);
  const [locales, settings] = await Promise.all([reads.locales(), reads.seo(new URL(request.origin).host)]);
  if (!locales || !settings) throw new Error('the backend did not answer');
  const [pages, promotions, categories] = await Promise.all([reads.pages(locales.defaultLocale), reads.promotionIds(locales.defaultLocale), reads.categories()]);
  const paths = [
    ...STATIC_PATHS,
    ...(categories ?? []).map((c) => `/gamehall/${encodeURIComponent(c.sysname)}`),
    ...(promotions ?? []).map((id) => `/promotions/${encodeURIComponent(id)}`),
    ...(pages ?? []).map((p) => `/${encodeURIComponent(p.slug)}`),
    // the item pages the prerender found linked (tournaments, jackpots, offers), by their default-locale address
    ...(request.prerendered ?? []).filter((path) => !locales.codes.some((code) => code !== locales.defaultLocale && (path === `/${code}` || path.startsWith(`/${code}/`)))),
  ];
  const listed = [...new Set(paths)].filter((path) => !isDisallowed(settings.robots.disallow, path));
  return sitemapXml({ paths: listed, locales: locales.codes, defaultLocale: locales.defaultLocale, origin: request.origin });
}
