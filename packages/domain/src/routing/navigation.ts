import { err, ok, type Result } from '../shared/result';
import { WebURL } from '../shared/web-url';

export type NavigationError = 'external-not-allowed' | 'dangerous-protocol' | 'invalid-address';

/** The only protocols a navigation may end on: an internal path keeps our origin's, an external address has one of these. */
export const SAFE_PROTOCOLS = ['http', 'https'] as const;

/** Where a checked address may be handed: a path on our origin, or (when allowed) a whole http(s) address elsewhere. */
export interface NavigationTarget {
  /** Exactly what was judged: the path + query + hash of an internal target, the parsed `href` of an external one. */
  readonly url: string;
  readonly external: boolean;
}

// eslint-disable-next-line no-control-regex -- the characters the browser strips are control characters
const EDGE_CONTROLS_AND_SPACES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TABS_AND_NEWLINES = /[\t\n\r]/g;

/**
 * What a browser does to an address before it parses it: it drops C0 controls and spaces (U+0000–U+0020) at both
 * ends and tabs and newlines anywhere. Nothing else: a no-break space (U+00A0), an ideographic space (U+3000), a
 * byte-order mark or a zero-width space stays, and makes the address a relative path. JavaScript's `trim()` removes
 * those too, so a check that judged a trimmed address judged something the browser never sees.
 */
export function browserStripped(candidate: string): string {
  return candidate.replace(EDGE_CONTROLS_AND_SPACES, '').replace(TABS_AND_NEWLINES, '');
}

/**
 * The address as the browser will read it, resolved against `base` (a document on our origin; without one only an
 * absolute address reads), or undefined when the browser could not parse it either. The WHATWG parser strips the
 * same characters itself; stripping them here as well keeps the reading the same where a parser is less faithful.
 */
export function readAsBrowser(candidate: string, base?: string): WebURL | undefined {
  try {
    return new WebURL(browserStripped(candidate), base);
  } catch {
    return undefined;
  }
}

function originOf(url: string): string | undefined {
  try {
    const { origin, protocol } = new WebURL(url);
    return origin !== 'null' && (protocol === 'http:' || protocol === 'https:') ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** A path a browser could read as another host: "//host", "/\host" (and "\\host", "\/host"). */
const HOST_LIKE = /^[/\\]{2}/;

/**
 * The path + query + hash of `parsed` when handing it to the browser keeps it on `origin`. "/.//evil.example" is on
 * our origin as parsed, but its normalised path "//evil.example", handed on, names another host: refused.
 */
function pathOnOrigin(parsed: WebURL, origin: string): string | undefined {
  if (parsed.origin !== origin) return undefined;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (!path.startsWith('/') || HOST_LIKE.test(path)) return undefined;
  return readAsBrowser(path, origin)?.origin === origin ? path : undefined;
}

/**
 * The one check every navigation goes through, whatever hands it the address (a content rule, a popup or banner
 * link, a back or redirect address, a payment page). It reads `candidate` the way the browser will, then judges
 * that reading, never the raw text: only http(s) passes; an address on `origin` is internal and comes back as its
 * normalised path (unless that path would name another host: "/.//evil.example" is refused); anything else (another
 * origin, protocol-relative) needs `external: true` and comes back as the parsed `href`. The caller hands on `url`
 * and nothing else: the address that was judged is the address the browser gets.
 */
export function checkNavigation(
  candidate: string,
  options: { readonly origin: string; readonly external?: boolean },
): Result<NavigationTarget, NavigationError> {
  const origin = originOf(options.origin);
  // without an origin of ours to resolve against, only an absolute address can be read at all
  const parsed = readAsBrowser(candidate, origin === undefined ? undefined : `${origin}/`);
  if (parsed === undefined) return err('invalid-address');
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return err('dangerous-protocol');
  if (origin !== undefined && parsed.origin === origin) {
    const internal = pathOnOrigin(parsed, origin);
    // on our origin, but its path handed on would name another host ("//evil.example"): neither internal nor external
    return internal === undefined ? err('invalid-address') : ok({ url: internal, external: false });
  }
  if (!options.external) return err('external-not-allowed');
  return ok({ url: parsed.href, external: true });
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * The same-origin path of a redirect or back URL (from a query string or storage), or undefined. Stricter than
 * `checkNavigation`, whose judgement it uses: only a root-relative path or an absolute address qualifies (not
 * "offers", not "\\host"), and a value with control characters left inside is refused outright, since the app never
 * produces one.
 */
export function sameOriginPath(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  const seen = url.replace(EDGE_CONTROLS_AND_SPACES, '');
  if (!seen || CONTROLS.test(seen)) return undefined;
  if (!seen.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(seen)) return undefined;
  const checked = checkNavigation(url, { origin });
  return checked.ok ? checked.value.url : undefined;
}

/** Whether a redirect or back URL stays on `origin` once the browser has resolved it. */
export function isSameOrigin(url: string | null | undefined, origin: string): boolean {
  return sameOriginPath(url, origin) !== undefined;
}

/** A redirect or back URL as a same-origin path, else `fallback`. */
export function safeRedirectPath(url: string | null | undefined, origin: string, fallback = '/'): string {
  return sameOriginPath(url, origin) ?? fallback;
}
