export type { TrackingParam, HitInput } from './tracking';
export {
  TRACKING_PARAMS, mapTrackingParams, isAnalyticsDebug, rewriteTrackId, hitQuery, hitUrl, ANALYTICS_UTC_OFFSET_MINUTES,
  analyticsTimestamp,
} from './tracking';
