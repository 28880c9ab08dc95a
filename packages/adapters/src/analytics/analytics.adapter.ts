import { AnalyticsPort, LoggerPort } from '@casino/domain/ports';
import { injectable } from 'inversify';

type DataLayer = { push(entry: Record<string, unknown>): void };

/**
 * AnalyticsPort that pushes events to `window.dataLayer` (what tag managers read). The identity is attached
 * to every event after `identify` (on login or registration) and dropped by `anonymize` (on logout).
 */
@injectable()
export class DataLayerAnalytics implements AnalyticsPort {
  private uid: number | undefined;
  constructor(private readonly host: { dataLayer?: DataLayer } = globalThis as { dataLayer?: DataLayer }) {}

  private get layer(): DataLayer {
    return (this.host.dataLayer ??= [] as unknown as DataLayer);
  }

  track(event: string, params: Readonly<Record<string, unknown>> = {}): void {
    this.layer.push({ event, ...params, ...(this.uid ? { user_id: this.uid } : {}) });
  }

  identify(uid: number): void {
    this.uid = uid;
    this.layer.push({ event: 'identify', user_id: uid });
  }

  anonymize(): void {
    this.uid = undefined;
    this.layer.push({ event: 'anonymize', user_id: undefined });
  }
}

/** LoggerPort to the console (a monitoring sink can replace it in the container). */
@injectable()
export class ConsoleLogger implements LoggerPort {
  warn(message: string, detail?: unknown): void {
    console.warn(`[casino] ${message}`, detail ?? '');
  }
  error(message: string, detail?: unknown): void {
    console.error(`[casino] ${message}`, detail ?? '');
  }
}
