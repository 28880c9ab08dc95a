/**
 * Where the page is served: its origin (for canonical and alternate links) and host (whose SEO settings and custom
 * code it gets). The browser's own location; the prerender binds the site's, since Node has no location.
 *
 * The host is the host name without a port, as the contract's `host` is a DNS name, as the prerender and the custom
 * code ask with it: with the port (a development or test server's), the head asked `/content/seo` a second time, and
 * on a prerendered page did not find the answer the page carries.
 */
export const PageOrigin = Symbol.for('PageOrigin');

export interface PageOrigin {
  readonly origin: string;
  readonly host: string;
}

export function browserPageOrigin(): PageOrigin {
  const location = (globalThis as { location?: Location }).location;
  return { origin: location?.origin ?? '', host: location?.hostname ?? '' };
}
