import { createHash } from 'node:crypto';
import type { CspDirectives } from './security-headers.ts';

/**
 * The third parties a page may use, by what they do, as origins (`https://widget.freshchat.com`). Each vendor the
 * site turns on (a chat, the analytics script, the fraud agent, identity verification, game providers, the
 * sportsbook, payment pages, an image CDN) is added to the lists its integration needs, and nothing else is allowed.
 */
export interface CspVendors {
  /** scripts the page loads: chat widgets, the analytics and fraud-agent scripts, the verification SDK */
  readonly scripts: readonly string[];
  /** where the page's scripts send data: analytics and monitoring collectors, chat back ends */
  readonly connect: readonly string[];
  /** frames the page shows: game providers, the sportsbook, the verification frame, payment pages, chat windows */
  readonly frames: readonly string[];
  /** images from elsewhere than our origin (an image CDN, chat avatars) */
  readonly images: readonly string[];
  /** where a form may post: payment pages reached by a form */
  readonly forms: readonly string[];
}

const list = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean).map(vendorOrigin);

/** An origin as a policy source needs it: scheme, host and port; a path or a wildcard scheme is a configuration error. */
function vendorOrigin(value: string): string {
  const url = new URL(value);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value.replace(/\/$/, '')) throw new Error(`CSP: not an origin (scheme://host[:port]): ${value}`);
  return url.origin;
}

/**
 * Vendors from the server's environment: `CSP_VENDOR_ORIGINS` for origins that serve every purpose (the sandbox's
 * stand-ins all live at its origin), and `CSP_SCRIPT_SRC`, `CSP_CONNECT_SRC`, `CSP_FRAME_SRC`, `CSP_IMG_SRC`,
 * `CSP_FORM_ACTION` for one purpose each.
 */
export function vendorsFromEnv(env: Readonly<Record<string, string | undefined>>): CspVendors {
  const every = list(env.CSP_VENDOR_ORIGINS);
  const join = (own: string | undefined) => [...new Set([...every, ...list(own)])];
  return {
    scripts: join(env.CSP_SCRIPT_SRC),
    connect: join(env.CSP_CONNECT_SRC),
    frames: join(env.CSP_FRAME_SRC),
    images: join(env.CSP_IMG_SRC),
    forms: join(env.CSP_FORM_ACTION),
  };
}

/** `'sha256-…'` of an inline script's text, as the browser hashes it (the exact characters between the tags). */
export const scriptHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * What the site's custom code (CMS tags run on every page) needs from the policy: the hash of each inline script,
 * and the origin of each script it loads. Only these exact scripts run: an edited tag runs once the server sees the
 * edit (its settings are re-read every minute), and nothing injected into the page can borrow their permission.
 */
export function customCodeSources(codes: readonly string[]): { hashes: string[]; origins: string[] } {
  const hashes = new Set<string>();
  const origins = new Set<string>();
  for (const code of codes) {
    for (const [, attributes = '', text = ''] of code.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
      const address = src?.[1] ?? src?.[2] ?? src?.[3];
      if (address === undefined) {
        hashes.add(scriptHash(text));
        continue;
      }
      const url = URL.canParse(address) ? new URL(address) : undefined;
      if (url && (url.protocol === 'https:' || url.protocol === 'http:')) origins.add(url.origin);
    }
  }
  return { hashes: [...hashes], origins: [...origins] };
}

/**
 * The app's policy. Scripts: our own files, the vendors' and the custom code's exact scripts, never `unsafe-inline`
 * or `eval`. Styles allow inline: the design system positions overlays with style attributes and chat widgets
 * inject theirs; a style cannot run code. `object-src 'none'` and `base-uri 'self'` close the two old ways around a
 * script policy. `frame-ancestors` is added per page by `contentSecurityPolicy` (who may frame the page).
 */
export function appPolicy(vendors: CspVendors, custom: { hashes: readonly string[]; origins: readonly string[] } = { hashes: [], origins: [] }): CspDirectives {
  const self = "'self'";
  return {
    'default-src': [self],
    'script-src': [self, ...new Set([...vendors.scripts, ...custom.origins]), ...custom.hashes],
    'style-src': [self, "'unsafe-inline'"],
    'img-src': [self, 'data:', 'blob:', ...vendors.images],
    'font-src': [self, 'data:'],
    // the service worker fetches the images it caches, and a worker's fetches are connections
    'connect-src': [self, ...new Set([...vendors.connect, ...vendors.images])],
    'frame-src': [self, ...vendors.frames],
    'worker-src': [self],
    'manifest-src': [self],
    'media-src': [self],
    'form-action': [self, ...vendors.forms],
    'object-src': ["'none'"],
    'base-uri': [self],
  };
}

/**
 * The policy as a `<meta http-equiv>` for a host that serves the build as plain files: the same directives but
 * `frame-ancestors` (browsers ignore it in a meta; only a header can refuse framing). Custom code cannot be hashed at
 * build time, so under the meta alone its inline scripts are refused: such a host needs the header.
 */
export function cspMetaContent(directives: CspDirectives): string {
  return Object.entries(directives)
    .filter(([name]) => name !== 'frame-ancestors')
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
