import { buildQueryString, lastQueryValue, type QueryLike } from '../routing/query';

/** Tracking query parameters that are mapped. */
export const TRACKING_PARAMS = ['track_id', 'show_popup_reg', 'publisher_id', 'goal_id', 'goal_entry_id', 'link_id'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];

/** The tracking parameters present in a query (last value of each wins). */
export function mapTrackingParams(query: QueryLike): Partial<Record<TrackingParam, string>> {
  const out: Partial<Record<TrackingParam, string>> = {};
  for (const key of TRACKING_PARAMS) {
    const value = lastQueryValue(query, key);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** Analytics test mode via query ANALYTICS_DEBUG=1. */
export function isAnalyticsDebug(query: QueryLike): boolean {
  return lastQueryValue(query, 'ANALYTICS_DEBUG') === '1';
}

/**
 * The rewrite of a "td_" track_id: we drop the prefix, so the
 * beacon carries the partner's own id ("td_abc" → "abc").
 */
export function rewriteTrackId(trackId: string): string {
  return trackId.startsWith('td_') ? trackId.slice(3) : trackId;
}

export interface HitInput {
  readonly referer?: string | null;
  /** The original page query. */
  readonly query: QueryLike;
  readonly seonSession?: string | null;
}

/**
 * The /hit beacon query: referer, the original query parameters with
 * track_id rewritten, or seon_session when there is no track_id.
 */
export function hitQuery(input: HitInput): string {
  const params: Record<string, string | readonly (string | null)[] | null | undefined> = {};
  if (input.referer) params.referer = input.referer;
  for (const [key, value] of Object.entries(input.query)) {
    if (key === 'referer' || key === 'seon_session') continue;
    params[key] = key === 'track_id' ? (lastQueryValue(input.query, key) ?? null) : value;
  }
  const trackId = lastQueryValue(input.query, 'track_id');
  if (trackId !== undefined) params.track_id = rewriteTrackId(trackId);
  else if (input.seonSession) params.seon_session = input.seonSession;
  return buildQueryString(params);
}

export function hitUrl(input: HitInput): string {
  const query = hitQuery(input);
  return query ? `/hit?${query}` : '/hit';
}

/** Analytics time zone: fixed UTC+3. */
export const ANALYTICS_UTC_OFFSET_MINUTES = 180;

/** An ISO-like timestamp in UTC+3: "2024-03-05T10:04:00+03:00". */
export function analyticsTimestamp(now: number): string {
  const d = new Date(now + ANALYTICS_UTC_OFFSET_MINUTES * 60_000);
  return `${d.toISOString().slice(0, 19)}+03:00`;
}
