import { matchPath } from 'react-router';

/**
 * The public pages the prerender writes, without locale prefix: what a guest sees and a search engine should index.
 * Player-only pages (cashier, profile, bonuses…) are never prerendered, nor is the sportsbook (another site in a
 * frame); the game pages, one per game, are rendered on request by the production server (server/rendered-pages.ts).
 * Content pages (`/{slug}`) come from the CMS list.
 */
export const PUBLIC_LISTS = ['/', '/gamehall', '/providers', '/promotions', '/offers', '/tournaments', '/jackpots', '/winners'] as const;
const PUBLIC_ITEMS = ['/gamehall/:id', '/promotions/:id', '/offers/:id', '/tournaments/:id', '/jackpots/:id'] as const;

/** Whether a bare path (found as a link on a prerendered page) is one of the public pages. */
export function isPublicPage(barePath: string): boolean {
  return [...PUBLIC_LISTS, ...PUBLIC_ITEMS].some((pattern) => matchPath({ path: pattern, end: true }, barePath));
}

/** The bare path of an address on our site (its locale prefix off), or undefined for another site or a non-page. */
export function barePathOf(href: string, locales: readonly string[], defaultLocale: string): { bare: string; locale: string } | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.split(/[?#]/)[0]!;
  if (href.includes('?')) return undefined; // a filtered list renders from its query: the bare list stands for it
  const [, first, ...rest] = path.split('/');
  if (first && first !== defaultLocale && locales.includes(first)) return { bare: `/${rest.join('/')}`, locale: first };
  return { bare: path, locale: defaultLocale };
}

export const withPrefix = (bare: string, locale: string, defaultLocale: string): string =>
  locale === defaultLocale ? bare : bare === '/' ? `/${locale}` : `/${locale}${bare}`;
