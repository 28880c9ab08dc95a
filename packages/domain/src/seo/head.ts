import { languageLinks, type AlternateLink } from './links';
import { findPageSeo, pathPatternMatches, type PageSeo, type HostSeoSettings } from './page-seo';
import { NOINDEX_FOLLOW, robotsDirective } from './robots';

/** Site-wide defaults of the content configuration (`seo` section). */
export interface SeoDefaults {
  readonly titleTemplate: string;
  readonly defaultTitle: string;
  readonly defaultDescription: string;
  readonly ogImage: string;
}

/** What the screen on the page knows about itself. */
export interface ScreenSeo {
  /** The screen's generic title ("Deposit", "Tournaments"), used when nothing more specific is known. */
  readonly routeTitle?: string;
  /** The title of what the page shows (a game's or promotion's name), more specific than a CMS pattern entry. */
  readonly entityTitle?: string;
  readonly entityDescription?: string;
  readonly entityImage?: string;
  /** The address names nothing (the 404 page): never indexed, whatever the CMS says about the path. */
  readonly notFound?: boolean;
}

export interface HeadInput {
  readonly barePath: string;
  readonly locale: string;
  readonly locales: readonly string[];
  readonly defaultLocale: string;
  /** `https://casino.example`, no trailing slash. */
  readonly origin: string;
  readonly settings: HostSeoSettings;
  readonly defaults: SeoDefaults;
  readonly screen: ScreenSeo;
}

export interface HeadData {
  readonly title: string;
  readonly description: string;
  readonly robots: string;
  readonly canonical: string;
  readonly alternates: readonly AlternateLink[];
  readonly openGraph: { readonly title: string; readonly description: string; readonly image: string; readonly url: string; readonly type: 'website' | 'article'; readonly locale: string };
  readonly meta: readonly { readonly name: string; readonly content: string }[];
  /** The CMS entry the page matched, for its structured data. */
  readonly page: PageSeo | undefined;
}

/** Relative CMS and app addresses become absolute: Open Graph and JSON-LD readers resolve nothing. */
export function absoluteUrl(url: string, origin: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

const applyTemplate = (template: string, title: string) => (template.includes('%s') ? template.replace('%s', title) : title);

/**
 * The head of a page. Titles the CMS wrote for the page are used as written; titles the
 * app makes up (the entity's name, the screen's name) get the site's template. Precedence, most specific first: the
 * CMS entry for exactly this path, the entity the screen shows, a CMS pattern entry, the screen's name, the site's
 * default. Extra meta is only what the CMS entry lists; a name the head writes itself (description, robots) is skipped.
 */
export function buildHead(input: HeadInput): HeadData {
  const { barePath, defaults, screen, settings, origin } = input;
  const page = findPageSeo(settings.pages, barePath);
  const exact = page && !page.path.includes('*') && pathPatternMatches(page.path, barePath) ? page : undefined;
  const pattern = exact ? undefined : page;
  const made = (title: string | undefined) => (title?.trim() ? applyTemplate(defaults.titleTemplate, title.trim()) : undefined);
  const title = exact?.title.trim() || made(screen.entityTitle) || pattern?.title.trim() || made(screen.routeTitle) || defaults.defaultTitle;
  const description = exact?.description.trim() || screen.entityDescription?.trim() || pattern?.description.trim() || defaults.defaultDescription;
  const links = languageLinks(barePath, input.locale, input.locales, input.defaultLocale, origin);
  const og = exact?.openGraph ?? (screen.entityTitle ? undefined : pattern?.openGraph);
  const image = og?.image || screen.entityImage || defaults.ogImage;
  return {
    title,
    description,
    robots: screen.notFound ? NOINDEX_FOLLOW : robotsDirective(settings.robots.disallow, barePath, page?.robots),
    canonical: links.canonical,
    alternates: links.alternates,
    openGraph: {
      title: og?.title || title,
      description: og?.description || description,
      image: image ? absoluteUrl(image, origin) : '',
      url: links.canonical,
      type: page?.schemaArticle ? 'article' : 'website',
      locale: input.locale,
    },
    meta: (page?.meta ?? []).filter((entry) => entry.name && !RESERVED_META.has(entry.name.toLowerCase())),
    page,
  };
}

const RESERVED_META = new Set(['description', 'robots', 'viewport', 'charset']);

/** The brand's defaults when the content configuration has no usable `seo` section (index.html says the same). */
export const FALLBACK_SEO_DEFAULTS: SeoDefaults = { titleTemplate: '%s | Casino', defaultTitle: 'Casino', defaultDescription: '', ogImage: '' };

/** Reads the content configuration's `seo` section; anything missing or mistyped takes the fallback's value. */
export function readSeoDefaults(section: unknown): SeoDefaults {
  const record = (section && typeof section === 'object' ? section : {}) as Record<string, unknown>;
  const text = (key: keyof SeoDefaults) => (typeof record[key] === 'string' && (record[key] as string).trim() ? (record[key] as string) : FALLBACK_SEO_DEFAULTS[key]);
  return { titleTemplate: text('titleTemplate'), defaultTitle: text('defaultTitle'), defaultDescription: text('defaultDescription'), ogImage: text('ogImage') };
}
