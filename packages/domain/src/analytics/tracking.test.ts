import { describe, expect, it } from 'vitest';
import { analyticsTimestamp, hitQuery, hitUrl, isAnalyticsDebug, mapTrackingParams, rewriteTrackId } from './tracking';

describe('tracking', () => {
  it('maps tracking parameters', () => {
    expect(mapTrackingParams({ track_id: ['a', 'b'], goal_id: '7', utm_source: 'x' })).toEqual({ track_id: 'b', goal_id: '7' });
    expect(isAnalyticsDebug({ ANALYTICS_DEBUG: '1' })).toBe(true);
    expect(isAnalyticsDebug({ ANALYTICS_DEBUG: 'true' })).toBe(false);
  });
  it('builds the /hit beacon', () => {
    expect(rewriteTrackId('td_abc')).toBe('abc');
    expect(rewriteTrackId('abc')).toBe('abc');
    expect(hitQuery({ referer: 'https://r.example/', query: { track_id: 'td_42', utm: 'x' } })).toBe(
      'referer=https%3A%2F%2Fr.example%2F&track_id=42&utm=x',
    );
    expect(hitQuery({ query: { a: '1' }, seonSession: 's1' })).toBe('a=1&seon_session=s1');
    expect(hitQuery({ query: { track_id: 't', referer: 'spoof', seon_session: 'spoof' }, seonSession: 's1' })).toBe('track_id=t');
    expect(hitUrl({ query: {} })).toBe('/hit');
    expect(hitUrl({ query: { a: '1' } })).toBe('/hit?a=1');
  });
  it('uses UTC+3', () => {
    expect(analyticsTimestamp(Date.UTC(2024, 2, 5, 22, 30))).toBe('2024-03-06T01:30:00+03:00');
  });
});
