/** Page SEO data of the CMS; `path` has no locale prefix, `*` matches any text. */
export interface PageSeo {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly robots: string | null;
  readonly openGraph: { readonly title: string; readonly description: string; readonly image: string };
  readonly meta: readonly { readonly name: string; readonly content: string }[];
  readonly schemaFaq: readonly { readonly question: string; readonly answer: string }[];
  readonly schemaArticle?: {
    readonly headline: string;
    readonly description: string;
    readonly image: string;
    readonly datePublished: string;
    readonly dateModified: string;
  };
  readonly product?: { readonly name: string; readonly image: string; readonly description: string; readonly sku: string; readonly brandName: string };
  readonly breadCrumbs: readonly BreadCrumb[];
}

export interface BreadCrumb {
  readonly name: string;
  /** An app path without locale prefix, or an absolute address. */
  readonly link: string;
}

export interface SeoOrganization {
  readonly name: string;
  readonly url: string;
  readonly logo: string;
  readonly contactPoint: {
    readonly telephone: string;
    readonly contactType: string;
    readonly areaServed: readonly string[];
    readonly availableLanguage: readonly string[];
  };
  readonly sameAs: readonly string[];
}

export interface Favicon {
  readonly type: 'png' | 'apple' | 'ico';
  /** `32x32` */
  readonly size: string;
  readonly url: string;
}

/** The SEO settings of a host, as the head and the server read them (custom code has a port of its own). */
export interface HostSeoSettings {
  readonly robots: { readonly disallow: readonly string[] };
  readonly favicons: readonly Favicon[];
  readonly organization: SeoOrganization | null;
  readonly pages: readonly PageSeo[];
}

export const EMPTY_SEO_SETTINGS: HostSeoSettings = { robots: { disallow: [] }, favicons: [], organization: null, pages: [] };

const escape = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Whether a CMS path pattern (`*` = any text, trailing slashes ignored) covers a path. */
export function pathPatternMatches(pattern: string, path: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return new RegExp(`^${trim(pattern).split('*').map(escape).join('.*')}$`).test(trim(path));
}

/**
 * The page SEO entry for a path: an exact entry wins over patterns, and among patterns the most specific (longest
 * text outside the wildcards) wins, so `/promotions/welcome` can override `/promotions*`.
 */
export function findPageSeo(pages: readonly PageSeo[], barePath: string): PageSeo | undefined {
  const exact = pages.find((page) => !page.path.includes('*') && pathPatternMatches(page.path, barePath));
  if (exact) return exact;
  const specificity = (page: PageSeo) => page.path.replace(/\*/g, '').length;
  return pages
    .filter((page) => page.path.includes('*') && pathPatternMatches(page.path, barePath))
    .sort((a, b) => specificity(b) - specificity(a))[0];
}
