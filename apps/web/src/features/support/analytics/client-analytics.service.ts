import { createClientMonitoring } from '@casino/adapters/client-analytics';
import { hitUrl } from '@casino/domain/analytics';
import { isFraudAgentEnabled, readPublicClientConfig, type ClientServicesConfig } from '@casino/domain/support';
import {
  AnalyticsSinks, LoggerPort, type ClientMonitoringFactory, type ClientMonitoringPort,
} from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { when } from 'mobx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { beacon } from './landing.ts';

/**
 * The analytics vendors, loaded lazily from the public client config: real-user monitoring (Core Web Vitals and
 * error reports), the analytics script (which then receives the product's events and identity) and the fraud
 * agent. Every failure is logged only.
 */
@injectable()
export class ClientAnalyticsService {
  /** How the fraud-check hit is sent (an image beacon; tests record it). */
  send: (url: string) => void = beacon;
  /** Builds the vendor adapters (tests hand in a recording one); called when the service first needs them. */
  factory: ClientMonitoringFactory = createClientMonitoring;
  private vendors: ClientMonitoringPort | null = null;
  private started = false;

  constructor(
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AnalyticsSinks) private readonly sinks: AnalyticsSinks,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  private get monitoring(): ClientMonitoringPort {
    return (this.vendors ??= this.factory());
  }

  private get config(): ClientServicesConfig {
    return readPublicClientConfig(this.content.config.sections.publicClient);
  }

  /** Monitoring and the analytics script, once per page load. */
  async start(page: string): Promise<void> {
    if (this.started) return;
    this.started = true;
    // The vendors' addresses are in the content configuration, and the idle fallback of the first-activity trigger
    // can come before it has arrived (a prerendered page is loaded and idle early): reading it then found nothing and
    // the page never got its analytics.
    await when(() => this.content.loaded);
    const { rumMonitoringUrl, bloomreachTarget } = this.config;
    if (rumMonitoringUrl) {
      this.monitoring.reportVitals(rumMonitoringUrl, page);
      this.monitoring.reportErrors(rumMonitoringUrl, page);
    }
    if (!bloomreachTarget) return;
    try {
      this.sinks.attach(await this.monitoring.loadAnalyticsScript(this.config, this.locale.current));
    } catch (error) {
      this.logger.warn('analytics script could not be loaded', error);
    }
  }

  /** The fraud check: when enabled, the agent's session goes to `/hit` as `seon_session`. */
  async fraudCheck(): Promise<void> {
    const src = this.config.fraudAgentUrl;
    if (!src || !isFraudAgentEnabled(this.session.general?.raw)) return;
    try {
      const session = await this.monitoring.fraudSession(src, globalThis.crypto.randomUUID());
      this.send(hitUrl({ query: {}, seonSession: session }));
    } catch (error) {
      this.logger.warn('fraud check failed', error);
    }
  }
}
