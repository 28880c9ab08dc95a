import { err, ok, type Result } from '../shared/result';

export type NavigationError = 'external-not-allowed' | 'dangerous-protocol';

/** Protocols allowed for external navigation; anything else (javascript:, data:, …) is dangerous. */
export const SAFE_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

function schemeOf(target: string): string | undefined {
  // Browsers ignore tabs/newlines and leading control characters in a URL: so do we.
  const cleaned = target.replace(/[\u0000-\u0020\u007F]/g, '');
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned);
  return match?.[1]?.toLowerCase();
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Safe navigation (spec part 1 §8): a dangerous protocol is rejected; an address on another
 * origin (or protocol-relative) needs `external: true`. Same-origin absolute addresses are
 * internal and returned as path + query + hash.
 */
export function checkNavigation(
  target: string,
  options: { readonly origin: string; readonly external?: boolean },
): Result<{ readonly url: string; readonly external: boolean }, NavigationError> {
  const scheme = schemeOf(target);
  if (scheme !== undefined && !(SAFE_PROTOCOLS as readonly string[]).includes(scheme)) return err('dangerous-protocol');
  const trimmed = target.trim();
  const absolute = scheme !== undefined || trimmed.startsWith('//') || trimmed.startsWith('/\\');
  if (!absolute) return ok({ url: trimmed, external: false });
  const base = originOf(options.origin);
  let parsed: URL | undefined;
  try {
    parsed = new URL(trimmed, options.origin);
  } catch {
    parsed = undefined;
  }
  if (parsed && base !== undefined && parsed.origin === base) {
    return ok({ url: `${parsed.pathname}${parsed.search}${parsed.hash}`, external: false });
  }
  return options.external ? ok({ url: trimmed, external: true }) : err('external-not-allowed');
}

/**
 * Same-origin check for redirect and back URLs: a root-relative path ("/x", not "//x") or an
 * absolute http(s) address on `origin`.
 */
export function isSameOrigin(url: string | null | undefined, origin: string): boolean {
  if (!url) return false;
  const trimmed = url.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return !/[\u0000-\u001F]/.test(trimmed);
  const scheme = schemeOf(trimmed);
  if (scheme !== 'http' && scheme !== 'https') return false;
  const target = originOf(trimmed);
  return target !== undefined && target === originOf(origin);
}

/** A redirect or back URL if it is same-origin (returned as a path), else `fallback`. */
export function safeRedirectPath(url: string | null | undefined, origin: string, fallback = '/'): string {
  if (!url || !isSameOrigin(url, origin)) return fallback;
  const parsed = new URL(url.trim(), origin);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
