import { splitLocalePrefix } from '@casino/domain/routing';
import { matchPath } from 'react-router';
import { ROUTES } from '../src/shared/routing/route-table.ts';
import { backendReads } from './backend-reads.ts';

/** What the server knows about a page address before the app runs. */
export type PageStatus = { readonly status: 200 | 404 } | { readonly status: 503; readonly reason: string };

const LOCALES_TTL_MS = 60_000;

/**
 * Decides a page address's HTTP status the way the app's router will: an address no route matches, or whose
 * parameter fails its pattern, is a 404; `/{slug}` is a 404 when the CMS has no such page, `/game/{sysname}` when the
 * backend has no such game. The app still renders its
 * own 404 page in the browser; the status is for crawlers and caches. A backend that cannot list its locales is a
 * 503: the app would show its "could not reach the server" page, which no one should index.
 */
export function createPageStatus(backend: string) {
  const reads = backendReads(backend);
  let locales: { at: number; value: { codes: string[]; defaultLocale: string } } | undefined;

  async function knownLocales(now: number) {
    if (locales && now - locales.at < LOCALES_TTL_MS) return locales.value;
    const value = await reads.locales();
    if (!value) return undefined;
    locales = { at: now, value };
    return value;
  }

  return async function pageStatus(pathname: string, now = Date.now()): Promise<PageStatus> {
    const known = await knownLocales(now);
    if (!known) return { status: 503, reason: 'the backend did not list its locales' };
    const { path, rootLocale } = splitLocalePrefix(pathname, known.codes, known.defaultLocale);
    for (const route of ROUTES) {
      const match = matchPath({ path: route.path, end: true }, path);
      if (!match) continue;
      const invalid = Object.entries(route.params ?? {}).some(([name, pattern]) => route.path.includes(`:${name}`) && !pattern.test(match.params[name] ?? ''));
      if (invalid) return { status: 404 };
      // a game that does not exist is a 404 too (the app shows "Game not found"), not a page with a 200
      if (route.screen === 'game') {
        const exists = await reads.gameExists(match.params['sysname'] ?? '');
        return { status: exists === false ? 404 : 200 };
      }
      if (route.screen !== 'content-page') return { status: 200 };
      const exists = await reads.pageExists(rootLocale ?? known.defaultLocale, match.params['slug'] ?? '');
      return { status: exists === false ? 404 : 200 };
    }
    return { status: 404 };
  };
}

const BOTS = /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|yandex|baidu|duckduck|applebot|semrush|ahrefs/i;

/** Whether a request comes from a crawler or a link-preview fetcher (they get plain status pages, never the app's error screens). */
export const isBot = (userAgent: string | undefined): boolean => BOTS.test(userAgent ?? '');

/** The plain page a crawler gets for a 404 or 503: a title, one sentence and a link home; no script. */
export function statusPage(status: 404 | 503): string {
  const [title, text] = status === 404 ? ['Page not found', 'There is no page at this address.'] : ['Temporarily unavailable', 'The site is being updated. Please come back in a few minutes.'];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="/">Home</a></p></body></html>`;
}
