import { analyticsTimestamp } from '@casino/domain/analytics';
import type { AnalyticsPort, AnalyticsSinks } from '@casino/domain/ports';
import type { ApiClient } from '../api/api-client.ts';

/**
 * The app's AnalyticsPort: every product event goes to the tag manager's data layer, to the backend's
 * `events.handle` (stamped in the analytics time zone, UTC+3) and to any sink attached later (the analytics script).
 * With `ANALYTICS_DEBUG=1` in the landing address each event is also written to the console.
 */
export class RelayAnalytics implements AnalyticsPort, AnalyticsSinks {
  private readonly sinks: AnalyticsPort[] = [];
  private uid: number | undefined;

  constructor(
    private readonly base: AnalyticsPort,
    private readonly api: () => ApiClient,
    private readonly options: { readonly debug: boolean; readonly now: () => number; readonly log: (...args: unknown[]) => void },
  ) {}

  track(event: string, params: Readonly<Record<string, unknown>> = {}): void {
    const stamped = { ...params, ts: analyticsTimestamp(this.options.now()) };
    this.base.track(event, stamped);
    for (const sink of this.sinks) this.safely(() => sink.track(event, stamped));
    if (this.options.debug) this.options.log('[analytics]', event, stamped);
    // the relay is best effort: a lost event must never surface to the player
    void this.api()
      .GET('/api/events.handle', { params: { query: { event_name: event, event_params: JSON.stringify(stamped) } } })
      .catch(() => undefined);
  }

  identify(uid: number): void {
    this.uid = uid;
    this.base.identify(uid);
    for (const sink of this.sinks) this.safely(() => sink.identify(uid));
    if (this.options.debug) this.options.log('[analytics] identify', uid);
  }

  anonymize(): void {
    this.uid = undefined;
    this.base.anonymize();
    for (const sink of this.sinks) this.safely(() => sink.anonymize());
    if (this.options.debug) this.options.log('[analytics] anonymize');
  }

  attach(sink: AnalyticsPort): void {
    this.sinks.push(sink);
    if (this.uid !== undefined) this.safely(() => sink.identify(this.uid!));
  }

  private safely(call: () => void): void {
    try {
      call();
    } catch (error) {
      if (this.options.debug) this.options.log('[analytics] sink failed', error);
    }
  }
}
