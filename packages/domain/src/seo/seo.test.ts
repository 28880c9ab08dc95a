import { describe, expect, it } from 'vitest';
import { buildHead, type SeoDefaults } from './head';
import { serializeJsonLd, structuredData } from './json-ld';
import { alternateLinks, languageLinks } from './links';
import { findPageSeo, type PageSeo, type HostSeoSettings } from './page-seo';
import { robotsDirective, robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

const origin = 'https://c.example';
const page = (path: string, over: Partial<PageSeo> = {}): PageSeo => ({
  path, title: `T ${path}`, description: `D ${path}`, robots: null, openGraph: { title: '', description: '', image: '' }, meta: [], schemaFaq: [], breadCrumbs: [], ...over,
});
const defaults: SeoDefaults = { titleTemplate: '%s | Casino', defaultTitle: 'Casino', defaultDescription: 'Play', ogImage: '/static/og/default.png' };
const settings = (pages: PageSeo[], disallow: string[] = []): HostSeoSettings => ({ robots: { disallow }, favicons: [], organization: null, pages });
const head = (barePath: string, s: HostSeoSettings, screen = {}, locale = 'en') =>
  buildHead({ barePath, locale, locales: ['en', 'ru', 'ar'], defaultLocale: 'en', origin, settings: s, defaults, screen });

describe('language links', () => {
  it('one alternate per locale, the default without prefix, plus x-default', () => {
    expect(alternateLinks('/offers', ['en', 'de'], 'en', origin)).toEqual([
      { hreflang: 'en', href: 'https://c.example/offers' },
      { hreflang: 'de', href: 'https://c.example/de/offers' },
      { hreflang: 'x-default', href: 'https://c.example/offers' },
    ]);
    expect(alternateLinks('/', ['de'], 'en', origin)[0]?.href).toBe('https://c.example/de');
  });
  it('the canonical is the page in the current locale', () => {
    expect(languageLinks('/gamehall', 'ru', ['en', 'ru'], 'en', origin).canonical).toBe('https://c.example/ru/gamehall');
    expect(languageLinks('/', 'en', ['en', 'ru'], 'en', origin).canonical).toBe('https://c.example/');
  });
});

describe('page SEO entries', () => {
  it('an exact entry beats a pattern, and the longer pattern beats the shorter', () => {
    const pages = [page('/promotions*'), page('/promotions/welcome*'), page('/promotions/weekend')];
    expect(findPageSeo(pages, '/promotions/weekend')?.path).toBe('/promotions/weekend');
    expect(findPageSeo(pages, '/promotions/welcome')?.path).toBe('/promotions/welcome*');
    expect(findPageSeo(pages, '/promotions')?.path).toBe('/promotions*');
    expect(findPageSeo(pages, '/offers')).toBeUndefined();
  });
  it('pattern text is literal apart from *', () => {
    expect(findPageSeo([page('/a.b')], '/aXb')).toBeUndefined();
  });
});

describe('robots', () => {
  it('a disallow rule gives noindex, follow whatever the page says', () => {
    expect(robotsDirective(['/profile*'], '/profile/settings', 'index, follow')).toBe('noindex, follow');
    expect(robotsDirective(['/profile*'], '/promotions', null)).toBe('index, follow');
    expect(robotsDirective([], '/x', 'noindex, nofollow')).toBe('noindex, nofollow');
  });
  it('robots.txt repeats every rule under the locale prefixes and names the sitemap', () => {
    const text = robotsTxt({ disallow: ['/profile*', '/_icons', 'no-slash', '/x\nAllow: /evil'], locales: ['en', 'ru'], defaultLocale: 'en', sitemapUrl: `${origin}/sitemap.xml` });
    expect(text.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /profile', 'Disallow: /ru/profile', 'Disallow: /_icons$', 'Disallow: /ru/_icons$', 'Sitemap: https://c.example/sitemap.xml']));
    expect(text).not.toContain('no-slash');
    // a line break inside a rule cannot add a rule of its own
    expect(text.split('\n').filter((line) => line.startsWith('Allow:'))).toEqual(['Allow: /']);
  });
});

describe('buildHead', () => {
  it('exact CMS entry > entity > CMS pattern > screen name > default, templated unless the CMS wrote it', () => {
    const s = settings([page('/promotions*'), page('/promotions/weekend')]);
    expect(head('/promotions/weekend', s, { entityTitle: 'Weekend spins' }).title).toBe('T /promotions/weekend');
    expect(head('/promotions/welcome', s, { entityTitle: 'Welcome' }).title).toBe('Welcome | Casino');
    expect(head('/promotions', s, { routeTitle: 'Promotions' }).title).toBe('T /promotions*');
    expect(head('/tournaments', s, { routeTitle: 'Tournaments' }).title).toBe('Tournaments | Casino');
    expect(head('/x', s).title).toBe('Casino');
    expect(head('/x', s).description).toBe('Play');
  });
  it('robots, canonical and alternates for the current locale', () => {
    const h = head('/profile/settings', settings([], ['/profile*']), {}, 'ar');
    expect(h.robots).toBe('noindex, follow');
    expect(h.canonical).toBe('https://c.example/ar/profile/settings');
    expect(h.alternates.map((a) => a.hreflang)).toEqual(['en', 'ru', 'ar', 'x-default']);
    expect(head('/', settings([page('/', { robots: 'index, follow' })]), { notFound: true }).robots).toBe('noindex, follow');
  });
  it('Open Graph falls back to the page title and an absolute default image; reserved meta names are dropped', () => {
    const h = head('/', settings([page('/', { meta: [{ name: 'keywords', content: 'k' }, { name: 'Robots', content: 'index' }] })]));
    expect(h.openGraph).toMatchObject({ title: 'T /', image: 'https://c.example/static/og/default.png', url: 'https://c.example/', type: 'website' });
    expect(h.meta).toEqual([{ name: 'keywords', content: 'k' }]);
  });
});

describe('structured data', () => {
  const organization = { name: 'Casino', url: '/', logo: '/logo.png', contactPoint: { telephone: '+1', contactType: 'support', areaServed: ['GB'], availableLanguage: ['en'] }, sameAs: ['https://t.me/c'] };
  const base = { origin, localePrefix: '/ru', siteName: 'Casino', searchPath: '/gamehall?search={search_term_string}', organization };
  it('the home page has the website with its search action and the organization', () => {
    const [website, org] = structuredData({ ...base, isHome: true, page: undefined });
    expect(website).toMatchObject({ '@type': 'WebSite', url: 'https://c.example/ru', potentialAction: { target: { urlTemplate: 'https://c.example/gamehall?search={search_term_string}' } } });
    expect(org).toMatchObject({ '@type': 'Organization', logo: 'https://c.example/logo.png', contactPoint: { '@type': 'ContactPoint', telephone: '+1' } });
  });
  it('FAQ, article, product and breadcrumbs from the page entry, crumbs under the locale prefix', () => {
    const p = page('/x', {
      schemaFaq: [{ question: 'Q?', answer: 'A.' }],
      schemaArticle: { headline: 'H', description: 'D', image: '/i.png', datePublished: '2026-01-01', dateModified: '2026-02-01' },
      product: { name: 'P', image: 'https://cdn/p.png', description: 'PD', sku: 'S1', brandName: 'B' },
      breadCrumbs: [{ name: 'Home', link: '/' }, { name: 'X', link: '/x' }],
    });
    const types = structuredData({ ...base, isHome: false, page: p }).map((d) => (d as { '@type': string })['@type']);
    expect(types).toEqual(['FAQPage', 'Article', 'Product', 'BreadcrumbList']);
    const crumbs = structuredData({ ...base, isHome: false, page: p })[3] as unknown as { itemListElement: { item: string; position: number }[] };
    expect(crumbs.itemListElement.map((i) => [i.position, i.item])).toEqual([[1, 'https://c.example/ru'], [2, 'https://c.example/ru/x']]);
  });
  it('the screen\'s breadcrumbs are used when the entry has none', () => {
    const data = structuredData({ ...base, localePrefix: '', isHome: false, page: undefined, breadCrumbs: [{ name: 'About', link: '/about' }] });
    expect(data).toHaveLength(1);
    expect(JSON.stringify(data[0])).toContain('https://c.example/about');
  });
  it('CMS text cannot close the script element, and the JSON still reads back the same', () => {
    const p = page('/x', { schemaFaq: [{ question: '</script><script>alert(1)</script>', answer: '<!-- & \u2028' }] });
    const [faq] = structuredData({ ...base, isHome: false, page: p });
    const text = serializeJsonLd(faq!);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual(faq);
  });
});

describe('sitemap', () => {
  it('a url per page and locale, each with every alternate, XML-escaped', () => {
    const xml = sitemapXml({ paths: ['/', '/gamehall?a=1&b=2'], locales: ['en', 'ru'], defaultLocale: 'en', origin });
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://c.example/ru</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://c.example/"');
    expect(xml).toContain('/gamehall?a=1&amp;b=2');
    expect(xml).not.toContain('&b=');
  });
});

describe('readSeoDefaults', () => {
  it('keeps what the configuration has and falls back field by field', async () => {
    const { readSeoDefaults } = await import('./head');
    expect(readSeoDefaults({ titleTemplate: '%s — Brand', defaultTitle: '', ogImage: 3 })).toEqual({ titleTemplate: '%s — Brand', defaultTitle: 'Casino', defaultDescription: '', ogImage: '' });
    expect(readSeoDefaults(null).titleTemplate).toBe('%s | Casino');
  });
});
