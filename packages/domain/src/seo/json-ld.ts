import type { Article, BreadcrumbList, FAQPage, Organization, Product, SearchAction, Thing, WebSite, WithContext } from 'schema-dts';
import { absoluteUrl } from './head';
import type { BreadCrumb, PageSeo, SeoOrganization } from './page-seo';

export type JsonLd = WithContext<Thing>;

export interface StructuredDataInput {
  readonly origin: string;
  /** The address prefix of the current locale (`''` or `/ru`): breadcrumb links are app paths. */
  readonly localePrefix: string;
  readonly siteName: string;
  readonly isHome: boolean;
  /** The games search as a URL template with `{search_term_string}` (the site search action). */
  readonly searchPath: string;
  readonly organization: SeoOrganization | null;
  readonly page: PageSeo | undefined;
  /** Breadcrumbs the screen knows (a content page's), used when the CMS entry has none. */
  readonly breadCrumbs?: readonly BreadCrumb[];
}

/**
 * The structured data of a page: website with its search action and organization
 * on the home page; FAQ, article, product and breadcrumbs wherever the page's CMS entry has them.
 */
export function structuredData(input: StructuredDataInput): readonly JsonLd[] {
  const { origin, page } = input;
  const link = (path: string) => (/^https?:\/\//i.test(path) ? path : `${origin}${input.localePrefix}${path === '/' && input.localePrefix ? '' : path}`);
  const out: JsonLd[] = [];
  if (input.isHome) {
    // schema-dts has no `query-input` (Google's sitelinks search box reads it from the action)
    const search: SearchAction & { 'query-input': string } = {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${input.searchPath}` },
      'query-input': 'required name=search_term_string',
    };
    const website: WithContext<WebSite> = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: input.siteName,
      url: `${origin}${input.localePrefix || '/'}`,
      potentialAction: search,
    };
    out.push(website);
    if (input.organization) out.push(organizationLd(input.organization, origin));
  }
  if (page?.schemaFaq.length) {
    const faq: WithContext<FAQPage> = {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: page.schemaFaq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    };
    out.push(faq);
  }
  if (page?.schemaArticle) {
    const a = page.schemaArticle;
    const article: WithContext<Article> = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: a.headline,
      description: a.description,
      image: absoluteUrl(a.image, origin),
      datePublished: a.datePublished,
      dateModified: a.dateModified,
    };
    out.push(article);
  }
  if (page?.product) {
    const p = page.product;
    const product: WithContext<Product> = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      image: absoluteUrl(p.image, origin),
      description: p.description,
      sku: p.sku,
      brand: { '@type': 'Brand', name: p.brandName },
    };
    out.push(product);
  }
  const crumbs = page?.breadCrumbs.length ? page.breadCrumbs : (input.breadCrumbs ?? []);
  if (crumbs.length) {
    const list: WithContext<BreadcrumbList> = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: link(crumb.link) })),
    };
    out.push(list);
  }
  return out;
}

function organizationLd(org: SeoOrganization, origin: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    url: absoluteUrl(org.url, origin),
    logo: absoluteUrl(org.logo, origin),
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: org.contactPoint.telephone,
      contactType: org.contactPoint.contactType,
      areaServed: [...org.contactPoint.areaServed],
      availableLanguage: [...org.contactPoint.availableLanguage],
    },
    sameAs: [...org.sameAs],
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: CMS text may hold `</script>` or `<!--`, which would end or
 * bend the script element, so `<`, `>` and `&` are written as JSON escapes (the same data to any JSON reader), as are
 * the two line separators JavaScript once refused in strings.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
