import type { ClientServicesConfig } from '../support/client-config';
import type { AnalyticsPort } from './platform.port';

/**
 * Where product events go besides the tag manager: sinks attached later (a vendor script loaded lazily) get the
 * current identity at once and every event from then on.
 */
export interface AnalyticsSinks {
  attach(sink: AnalyticsPort): void;
}
export const AnalyticsSinks = Symbol.for('AnalyticsSinks');

/** The lazily loaded analytics vendors: the analytics script, Core Web Vitals and error reporting. */
export interface ClientMonitoringPort {
  /** Loads the analytics script and answers its sink. Rejects when it cannot load (callers only log it). */
  loadAnalyticsScript(config: ClientServicesConfig, locale: string): Promise<AnalyticsPort>;
  /** Sends Core Web Vitals (LCP, INP, CLS) of this page to `url` as they settle. */
  reportVitals(url: string, page: string): void;
  /** Sends uncaught errors to `url`, batched: after a quiet second, and at the latest thirty seconds after the first. */
  reportErrors(url: string, page: string): void;
  /** Loads the fraud-detection agent from `src` and answers its encoded session for the fraud-check hit. */
  fraudSession(src: string, sessionId: string): Promise<string>;
}
export type ClientMonitoringFactory = () => ClientMonitoringPort;
