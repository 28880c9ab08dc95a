import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The caching headers, so that a CDN in front of the server can carry most of the load without ever handing one
 * player's answer to another.
 */

/** Hashed build assets (`/assets/*`): the name changes with the content, so anyone may keep them for good. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Prerendered and rendered pages, their payloads and the app's page: a shared cache (the CDN) may serve a copy for a
 * minute and, while it fetches a fresh one, a stale one for five more; a browser asks again every time, and gets a
 * `304` when its copy (by `ETag`) is still the one. None of them depends on the visitor: the server renders these pages
 * as a guest sees them and reads no cookie for them (a signed-in player's own page is `PLAYER_PAGE_CACHE`). They depend on the host (the host's SEO settings, origin and custom
 * code), which is part of every cache's key already, and on `Accept-Encoding`, which `Vary` names.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * A page's payload (`_payload.json`): as a page for shared caches, but a browser may use its copy for a few seconds.
 * The page's head preloads it and the app fetches it right after; with no freshness at all (`max-age=0`) Chromium does
 * not hand the preload to that fetch but asks the server again (a 304), and that second request never reports an end
 * to the DevTools protocol, so a tool waiting for the network to go quiet waits forever. Ten seconds covers the
 * hydration; the payload is read once per page load, never later.
 */
export const PAYLOAD_CACHE = 'public, max-age=10, s-maxage=60, stale-while-revalidate=300';

/**
 * A signed-in player's page, rendered with their session (rendered-pages.ts): theirs alone, kept by no cache, not even
 * the browser's (a shared computer's back button must not show it after they signed out). The app's page at the same
 * address names `Cookie` in `Vary`, so a cache that keeps it for guests does not hand it to a player in place of this.
 */
export const PLAYER_PAGE_CACHE = 'private, no-store';

/**
 * What a crawler gets differs from what a person gets on a 404 or 503 address (a plain status page or the app):
 * browsers may keep it, shared caches may not.
 */
export const VISITOR_DEPENDENT_CACHE = 'private, no-cache';

/** A strong validator: the hash of exactly the bytes sent (each encoding of a page has its own). */
export const strongEtag = (body: Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * Whether `If-None-Match` names `etag` (or is `*`): the browser's or the CDN's copy is still the one, answer 304. The
 * comparison is the weak one the header asks for (a `W/` in front does not matter).
 */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The backend paths whose answers are a player's own: the API (balance, account, history: everything the session
 * cookie selects), the payment pages, the social sign-in and the game launch. (`/content`, `/nfx`, `/_ipx`,
 * `/static` and `/hit` answer the same to everyone: their caching is the backend's to say.)
 */
const PLAYER_PATHS = ['/api', '/pay', '/oauth', '/platform', '/__sandbox'];
export const isPlayerPath = (pathname: string): boolean => PLAYER_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * The `Cache-Control` a player's answer from the backend goes out with: never storable by a shared cache. What the
 * backend said is kept when it already says so (`private` or `no-store`); a public one keeps its browser lifetime but
 * becomes `private` (its `public`, `s-maxage` and `proxy-revalidate` are for shared caches); none becomes
 * `private, no-store` (a CDN would otherwise apply its default lifetime to it).
 */
export function privateCacheControl(backend: string | undefined): string {
  if (!backend?.trim()) return 'private, no-store';
  const directives = backend.split(',').map((directive) => directive.trim()).filter(Boolean);
  // `private="set-cookie"` keeps only that header out of shared caches, not the answer: only the bare form counts
  if (directives.some((directive) => /^(?:private|no-store)$/i.test(directive))) return backend;
  return ['private', ...directives.filter((directive) => !/^(?:public|s-maxage\s*=.*|proxy-revalidate)$/i.test(directive))].join(', ');
}

/**
 * The backend's answer headers as the server passes them on: unchanged, but a player's answer (a player path, or any
 * answer that sets a cookie) is kept out of shared caches, and nothing is sniffed.
 */
export function proxiedHeaders(pathname: string, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out = { ...headers };
  out['x-content-type-options'] ??= 'nosniff';
  if (isPlayerPath(pathname) || out['set-cookie'] !== undefined) out['cache-control'] = privateCacheControl(out['cache-control']);
  return out;
}
