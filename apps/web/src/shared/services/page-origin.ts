/**
 * Where the page is served: its origin (for canonical and alternate links) and host (whose SEO settings and custom
 * code it gets). The browser's own location; the prerender binds the site's, since Node has no location.
 *
 * The host is the host name without a port: the contract's `host` is a DNS name, and the prerender and the custom
 * code ask with it. With the port (a development or test server's) the head asked for a host the backend does not
 * know, and got the default settings.
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
