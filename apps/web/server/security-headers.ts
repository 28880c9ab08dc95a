/** Content-Security-Policy directives by name, each with its sources (`'self'`, `https://cdn.example`, …). */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export interface SecurityHeaderOptions {
  /**
   * Origins of the partner sites allowed to frame the embedded forms (`https://partner.example`). Nobody else may
   * frame them, and nobody may frame any other page.
   */
  readonly formFrameAncestors: readonly string[];
  /**
   * The rest of the content security policy (script, style, connect … sources: `appPolicy` in csp.ts); without it
   * only `frame-ancestors` is sent. `frame-ancestors` always stays ours. The worker serves pages with the headers
   * they were precached with.
   */
  readonly csp?: CspDirectives;
}

/** The embedded form pages, bare or under a locale prefix: `/forms/sign_in`, `/ru/forms/sign_up`. */
const isEmbeddedFormPage = (pathname: string): boolean => /^\/(?:[^/]+\/)?forms(?:\/|$)/.test(pathname);

/** A partner origin as the header needs it: scheme, host and port only; anything else is a configuration error. */
export function partnerOrigin(value: string): string {
  const url = new URL(value);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`not an origin (scheme://host[:port]): ${value}`);
  }
  return url.origin;
}

export function contentSecurityPolicy(pathname: string, options: SecurityHeaderOptions): string {
  const ancestors = isEmbeddedFormPage(pathname) && options.formFrameAncestors.length > 0 ? options.formFrameAncestors : ["'none'"];
  const directives: Record<string, readonly string[]> = { ...options.csp, 'frame-ancestors': ancestors };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The headers every page of the app is served with: no content-type sniffing, the full address only to our own
 * origin (other sites get the origin), and who may frame the page.
 */
export function securityHeaders(pathname: string, options: SecurityHeaderOptions): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': contentSecurityPolicy(pathname, options),
  };
}
