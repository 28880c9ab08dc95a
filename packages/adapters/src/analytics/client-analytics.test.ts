import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock.ts';
import { RecordingAnalytics } from '../testing/memory-platform.ts';
import { ERROR_REPORT_FINAL_MS, reportErrors } from './error-reporter.adapter.ts';
import { RelayAnalytics } from './relay-analytics.adapter.ts';
import type { ApiClient } from '../api/api-client.ts';

function errorHost(clock: FakeClock) {
  const listeners: Record<string, ((event: Event) => void)[]> = {};
  return {
    host: {
      addEventListener: (type: string, listener: (event: Event) => void) => void (listeners[type] ??= []).push(listener),
      setTimeout: clock.setTimeout,
      clearTimeout: clock.clearTimeout,
    },
    fail: (message: string) => listeners.error?.forEach((l) => l(new ErrorEvent('error', { error: new Error(message), message }))),
  };
}

describe('reportErrors', () => {
  it('sends a burst once it has been quiet for a second', () => {
    const clock = new FakeClock();
    const sent: unknown[] = [];
    const { host, fail } = errorHost(clock);
    reportErrors('/rum', '/x', host, (_url, body) => sent.push(body));
    fail('a');
    clock.advance(500);
    fail('b');
    clock.advance(999);
    expect(sent).toEqual([]);
    clock.advance(1);
    expect(sent).toMatchObject([{ type: 'errors', page: '/x', errors: [{ message: 'a' }, { message: 'b' }] }]);
  });

  it('sends at the latest thirty seconds after the first error, however noisy the page', () => {
    const clock = new FakeClock();
    const sent: unknown[] = [];
    const { host, fail } = errorHost(clock);
    reportErrors('/rum', '/x', host, (_url, body) => sent.push(body));
    for (let t = 0; t < ERROR_REPORT_FINAL_MS; t += 500) {
      fail(`e${t}`);
      clock.advance(500);
    }
    expect(sent).toHaveLength(1);
    expect((sent[0] as { errors: unknown[] }).errors).toHaveLength(60);
  });
});

describe('RelayAnalytics', () => {
  it('stamps events in UTC+3, relays them to events.handle and to attached sinks with the current identity', () => {
    const base = new RecordingAnalytics();
    const relayed: unknown[] = [];
    const api = { GET: async (path: string, init: unknown) => (relayed.push({ path, init }), { data: 1 }) } as unknown as ApiClient;
    const logged: unknown[][] = [];
    const relay = new RelayAnalytics(base, () => api, { debug: true, now: () => Date.UTC(2026, 0, 1, 22, 0), log: (...args) => logged.push(args) });
    relay.identify(7);
    const sink = new RecordingAnalytics();
    relay.attach(sink);
    expect(sink.uid).toBe(7);
    relay.track('sign_up_click', { place: 'header' });
    expect(relayed).toEqual([{ path: '/api/events.handle', init: { params: { query: { event_name: 'sign_up_click', event_params: '{"place":"header","ts":"2026-01-02T01:00:00+03:00"}' } } } }]);
    expect(sink.events.at(-1)).toMatchObject({ event: 'sign_up_click' });
    relay.anonymize();
    expect(sink.uid).toBeUndefined();
    expect(logged.length).toBeGreaterThanOrEqual(3);
  });
});
