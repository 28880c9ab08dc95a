import { err, ok, type Result } from '../shared/result';
import { WebURL } from '../shared/web-url';

export type NavigationError = 'external-not-allowed' | 'dangerous-protocol' | 'invalid-address';

/** Protocols allowed for external navigation; anything else (javascript:, data:, …) is dangerous. */
export const SAFE_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

function schemeOf(target: string): string | undefined {
  // Browsers ignore tabs/newlines and leading control characters in a URL: so do we.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this strips
  const cleaned = target.replace(/[\u0000-\u0020\u007F]/g, '');
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned);
  return match?.[1]?.toLowerCase();
}

function originOf(url: string): string | undefined {
  try {
    const { origin } = new WebURL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** A path a browser could read as another host: "//host", "/\host" (and "\\host", "\/host"). */
const HOST_LIKE = /^[/\\]{2}/;

/**
 * Resolves `target` the way the browser will (dot segments, encoded dots, backslashes, stripped tabs and
 * newlines, userinfo…) and returns path + query + hash when the result is on `origin`. The returned path is
 * checked once more after resolution: "/.//evil.example" is on our origin as typed, but its normalised path
 * "//evil.example" would send the player to another host, so it is refused.
 */
function pathOnOrigin(target: string, origin: string): string | undefined {
  const base = originOf(origin);
  if (base === undefined) return undefined;
  let resolved: WebURL;
  try {
    resolved = new WebURL(target, `${base}/`);
  } catch {
    return undefined;
  }
  if (resolved.origin !== base) return undefined;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (!path.startsWith('/') || HOST_LIKE.test(path)) return undefined;
  try {
    return new WebURL(path, base).origin === base ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Safe navigation for addresses from content (rules, popup buttons, banners): a dangerous protocol is
 * rejected; an address that resolves on our origin is internal and comes back as a normalised path; anything
 * else (another origin, protocol-relative, a path that normalises to "//host") needs `external: true`.
 */
export function checkNavigation(
  target: string,
  options: { readonly origin: string; readonly external?: boolean },
): Result<{ readonly url: string; readonly external: boolean }, NavigationError> {
  const scheme = schemeOf(target);
  if (scheme !== undefined && !(SAFE_PROTOCOLS as readonly string[]).includes(scheme)) return err('dangerous-protocol');
  const trimmed = target.trim();
  const internal = scheme === undefined || scheme === 'http' || scheme === 'https' ? pathOnOrigin(trimmed, options.origin) : undefined;
  if (internal !== undefined) return ok({ url: internal, external: false });
  if (!options.external) return err('external-not-allowed');
  try {
    new WebURL(trimmed, options.origin);
  } catch {
    return err('invalid-address');
  }
  return ok({ url: trimmed, external: true });
}

/**
 * The same-origin path of a redirect or back URL (from a query string or storage), or undefined. Only a
 * root-relative path or an absolute http(s) address qualifies; a value with control characters is refused
 * outright, since the app never produces one and browsers silently drop some of them.
 */
export function sameOriginPath(url: string | null | undefined, origin: string): string | undefined {
  const trimmed = url?.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (!trimmed || /[\u0000-\u001F\u007F]/.test(trimmed)) return undefined;
  const scheme = schemeOf(trimmed);
  const rootRelative = scheme === undefined && trimmed.startsWith('/');
  if (!rootRelative && scheme !== 'http' && scheme !== 'https') return undefined;
  return pathOnOrigin(trimmed, origin);
}

/** Whether a redirect or back URL stays on `origin` once the browser has resolved it. */
export function isSameOrigin(url: string | null | undefined, origin: string): boolean {
  return sameOriginPath(url, origin) !== undefined;
}

/** A redirect or back URL as a same-origin path, else `fallback`. */
export function safeRedirectPath(url: string | null | undefined, origin: string, fallback = '/'): string {
  return sameOriginPath(url, origin) ?? fallback;
}
