import 'reflect-metadata';
import { ApiContentPages, ApiCustomCode, ApiGameCategories, ApiGames, ApiI18n, ApiPromotions, ApiSeo, createApiClient } from '@casino/adapters';
import type { HostSeoSettings } from '@casino/domain/seo';
import type { ContentPageSummary, LobbyCategory } from '@casino/domain/ports';

/**
 * The few backend reads the server makes (robots.txt, the sitemap, page statuses), through the same adapters the app
 * uses. What any guest may read: the server sends no cookie. Each read answers `undefined` when the backend did not
 * answer, so the caller decides what a missing answer means. (Run under `tsx --tsconfig ../../tsconfig.base.json`:
 * the adapters' parameter decorators need the base config, which the app's own tsconfig does not apply outside it.)
 */
export function backendReads(backend: string, timeoutMs = 5_000) {
  const api = createApiClient({ baseUrl: backend, timeoutMs });
  const i18n = new ApiI18n(api);
  const seo = new ApiSeo(api);
  const pages = new ApiContentPages(api);
  const promotions = new ApiPromotions(api);
  const categories = new ApiGameCategories(api);
  const customCode = new ApiCustomCode(api);
  const games = new ApiGames(api);
  const value = <T>(result: { ok: true; value: T } | { ok: false }): T | undefined => (result.ok ? result.value : undefined);
  return {
    async locales(): Promise<{ codes: string[]; defaultLocale: string } | undefined> {
      const list = value(await i18n.getLocales());
      return list && { codes: list.locales.map((l) => l.code), defaultLocale: list.defaultLocale };
    },
    async seo(host: string): Promise<Pick<HostSeoSettings, 'robots' | 'favicons'> | undefined> {
      return value(await seo.getSettings(host));
    },
    /** The host's enabled custom code, as markup. */
    async customCode(host: string): Promise<readonly string[] | undefined> {
      return value(await customCode.getCustomCode(host))?.map((entry) => entry.code);
    },
    async pages(locale: string): Promise<readonly ContentPageSummary[] | undefined> {
      return value(await pages.listPages(locale));
    },
    async promotionIds(locale: string): Promise<readonly string[] | undefined> {
      return value(await promotions.get(locale))?.map((p) => p.id);
    },
    async categories(): Promise<readonly Pick<LobbyCategory, 'sysname'>[] | undefined> {
      return value(await categories.getCategories());
    },
    /**
     * Whether the backend has a game by that name: false makes its page a 404, like an unknown route; undefined: no
     * answer. Read as a guest sees the list (the server sends no cookie).
     */
    async gameExists(sysname: string): Promise<boolean | undefined> {
      const result = await games.getGames({ offset: 0, count: 1, sysnames: [sysname] });
      return result.ok ? result.value.items.some((game) => game.sysname === sysname) : undefined;
    },
    /** 404: the CMS has no such page; 200: it has; undefined: no answer (then nobody can tell). */
    async pageExists(locale: string, slug: string): Promise<boolean | undefined> {
      const result = await pages.getPage(locale, slug);
      if (result.ok) return true;
      return result.error.status === 404 ? false : undefined;
    },
  };
}
