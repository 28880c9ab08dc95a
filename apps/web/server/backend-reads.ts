import { createApiClient, settle, type ApiError } from '@casino/sdk';
import type { ContentPageSummary, GameCategory, SeoSettings } from '@casino/domain';

/**
 * The few backend reads the server makes (robots.txt, the sitemap, page statuses), straight over the SDK: the app's
 * adapter classes carry parameter decorators, which the server's TypeScript runner does not compile outside the app.
 * What any guest may read; the server sends no cookie.
 */
export function backendReads(backend: string, timeoutMs = 5_000) {
  const api = createApiClient({ baseUrl: backend, timeoutMs });
  const ok = <T>(settled: { data: T; error?: undefined } | { data?: undefined; error: ApiError }): T | undefined => (settled.error ? undefined : settled.data);
  return {
    async locales(): Promise<{ codes: string[]; defaultLocale: string } | undefined> {
      const data = ok(await settle(api.GET('/nfx/i18n/locales')));
      return data && { codes: data.locales.map((l) => l.code), defaultLocale: data.defaultLocale };
    },
    async seo(host: string): Promise<Pick<SeoSettings, 'robots'> | undefined> {
      const data = ok(await settle(api.GET('/content/seo', { params: { query: { host } } })));
      return data && { robots: { disallow: data.robots.disallow } };
    },
    async pages(locale: string): Promise<readonly ContentPageSummary[] | undefined> {
      return ok(await settle(api.GET('/content/pages/{locale}', { params: { path: { locale } } })))?.items;
    },
    async promotionIds(locale: string): Promise<readonly string[] | undefined> {
      return ok(await settle(api.GET('/content/promotions/{locale}', { params: { path: { locale } } })))?.items.map((p) => p.id);
    },
    async categories(): Promise<readonly Pick<GameCategory, 'sysname'>[] | undefined> {
      return ok(await settle(api.GET('/api/games.getCategories')));
    },
    /** 404: the CMS has no such page; 200: it has; undefined: no answer (then nobody can tell). */
    async pageExists(locale: string, slug: string): Promise<boolean | undefined> {
      const settled = await settle(api.GET('/content/pages/{locale}/{slug}', { params: { path: { locale, slug } } }));
      if (!settled.error) return true;
      return settled.error.status === 404 ? false : undefined;
    },
  };
}

export type BackendReads = ReturnType<typeof backendReads>;
