import { FRAUD_CHECK_HIT_DELAY_MS } from '@casino/domain/policies';
import { LocalStoragePort, LoggerPort } from '@casino/domain/ports';
import { WithChunk } from '../../../shared/di/lazy-chunk.ts';
import { scopedStartup } from '../../../shared/startup/scoped.startup.ts';
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
export const AnalyticsStartup = scopedStartup(
  'analytics',
  [LocalStoragePort, ActivityHost, SessionStore, WithChunk, LoggerPort],
  (scope, storage: LocalStoragePort, host: ActivityHost, session: SessionStore, withChunk: WithChunk, logger: LoggerPort) => {
    recordLanding({ search: globalThis.location.search, referrer: globalThis.document.referrer }, storage);
    const service = () => withChunk(analyticsChunk, (chunk, get) => get(chunk.ClientAnalyticsService));
    const failed = (what: string) => (error: unknown) => logger.warn(`${what} could not start`, error);
    scope.add(afterFirstActivity(host, () => void service().then((s) => (scope.active ? s.start(globalThis.location.pathname) : undefined)).catch(failed('analytics'))));
    const timer = host.setTimeout(() => {
      void scope
        .until(() => session.status === 'ready')
        .then((ready) => (ready ? service().then((s) => (scope.active ? s.fraudCheck() : undefined)) : undefined))
        .catch(failed('fraud check'));
    }, FRAUD_CHECK_HIT_DELAY_MS);
    scope.add(() => host.clearTimeout(timer));
  },
);
