/**
 * Where the page is served: its origin (for canonical and alternate links) and host (whose SEO settings and custom
 * code it gets). The browser's own location; the prerender binds the site's, since Node has no location.
 */
export const PageOrigin = Symbol.for('PageOrigin');

export interface PageOrigin {
  readonly origin: string;
  readonly host: string;
}

export function browserPageOrigin(): PageOrigin {
  const location = (globalThis as { location?: Location }).location;
  return { origin: location?.origin ?? '', host: location?.host ?? '' };
}
