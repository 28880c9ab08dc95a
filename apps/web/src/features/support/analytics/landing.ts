import { hitUrl, mapTrackingParams } from '@casino/domain/analytics';
import type { QueryLike } from '@casino/domain/routing';
import type { LocalStoragePort } from '@casino/domain/ports';

/** Where the tracking parameters of the landing address are kept for later events (registration and the like). */
export const TRACKING_PARAMS_KEY = 'tracking_params';

/** A query as the domain reads it, repeated keys kept. */
export function queryOf(search: string): QueryLike {
  const out: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) (out[key] ??= []).push(value);
  return Object.fromEntries(Object.entries(out).map(([key, values]) => [key, values.length === 1 ? values[0]! : values]));
}

/** A GET that must not hold the page: an image the browser fetches on its own. */
export function beacon(url: string): void {
  const image = new Image(1, 1);
  image.decoding = 'async';
  image.src = url;
}

/**
 * The landing: the `/hit` beacon with the referrer and the original query (a partner's `td_` track id rewritten),
 * and the tracking parameters kept for later, newer ones over older.
 */
export function recordLanding(page: { readonly search: string; readonly referrer: string }, storage: LocalStoragePort, send: (url: string) => void = beacon): void {
  const query = queryOf(page.search);
  send(hitUrl({ referer: page.referrer || null, query }));
  const tracking = mapTrackingParams(query);
  if (Object.keys(tracking).length > 0) storage.set(TRACKING_PARAMS_KEY, { ...(storage.get<Record<string, string>>(TRACKING_PARAMS_KEY) ?? {}), ...tracking });
}
