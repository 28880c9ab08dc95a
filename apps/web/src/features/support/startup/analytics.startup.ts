import { FRAUD_CHECK_HIT_DELAY_MS } from '@casino/domain/policies';
import { LocalStoragePort, LoggerPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { WithChunk } from '../../../shared/di/lazy-chunk.ts';
import type { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { StartupScope } from '../../../shared/startup/startup-scope.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { recordLanding } from '../analytics/landing.ts';
import { afterFirstActivity, ActivityHost } from './after-first-activity.ts';

const analyticsChunk = () => import('../analytics/client-analytics.chunk.ts');

/**
 * The landing beacon and the tracking parameters at once; the analytics vendors (monitoring, the analytics script)
 * after the first activity; the fraud check three seconds after start, once the session is known. The vendors come
 * in a chunk of their own. Stopping cancels what has not happened yet (the trigger, the timer, the wait for the
 * session); a vendor already loaded stays, as a loaded script does.
 */
@injectable()
export class AnalyticsStartup implements StartupContribution {
  readonly name = 'analytics';
  private scope: StartupScope | undefined;

  constructor(
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
    @inject(ActivityHost) private readonly host: ActivityHost,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(WithChunk) private readonly withChunk: WithChunk,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  start(): void {
    this.stop();
    const scope = (this.scope = new StartupScope());
    recordLanding({ search: globalThis.location.search, referrer: globalThis.document.referrer }, this.storage);
    const service = () => this.withChunk(analyticsChunk, (chunk, get) => get(chunk.ClientAnalyticsService));
    const failed = (what: string) => (error: unknown) => this.logger.warn(`${what} could not start`, error);
    scope.add(afterFirstActivity(this.host, () => void service().then((s) => (scope.active ? s.start(globalThis.location.pathname) : undefined)).catch(failed('analytics'))));
    const timer = this.host.setTimeout(() => {
      void scope
        .until(() => this.session.status === 'ready')
        .then((ready) => (ready ? service().then((s) => (scope.active ? s.fraudCheck() : undefined)) : undefined))
        .catch(failed('fraud check'));
    }, FRAUD_CHECK_HIT_DELAY_MS);
    scope.add(() => this.host.clearTimeout(timer));
  }

  stop(): void {
    this.scope?.stop();
  }
}
