import { FRAUD_CHECK_HIT_DELAY_MS } from '@casino/domain';
import { LocalStoragePort, LoggerPort } from '@casino/domain/ports';
import { ContainerModule, type ResolutionContext } from 'inversify';
import { when } from 'mobx';
import { ChunkLoader } from '../../shared/di/lazy-chunk.ts';
import { StartupContribution } from '../../shared/startup/startup-contribution.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { recordLanding } from './analytics/landing.ts';
import { afterFirstActivity, ActivityHost } from './startup/after-first-activity.ts';
import { RouteWatchStore } from './startup/route-watch.store.ts';

const logFailure = (context: ResolutionContext, what: string) => (error: unknown) => context.get<LoggerPort>(LoggerPort).warn(`${what} could not start`, error);

/**
 * The support feature's start-up module: a route watcher and start-up jobs that load everything
 * else in chunks of its own — the chat and the analytics vendors after the first activity, the fraud check three
 * seconds after start, the site's custom code, balance refresh once a player has signed in. No vendor code is part of the first page load.
 */
export const supportModule = () =>
  new ContainerModule(({ bind }) => {
    bind(RouteWatchStore).toSelf().inSingletonScope();
    bind<ActivityHost>(ActivityHost).toConstantValue(globalThis as unknown as ActivityHost);
    bind<StartupContribution>(StartupContribution).toDynamicValue((context) => ({
      name: 'balance-refresh',
      // players only: the refresh's code loads once someone has signed in
      run: async () => {
        const session = context.get(SessionStore);
        await when(() => session.authenticated);
        const chunk = await context.get<ChunkLoader>(ChunkLoader)(() => import('./balance-refresh/balance-refresh.chunk.ts'));
        chunk.attachBalanceRefresh(context.get(chunk.BalanceRefreshViewModel));
      },
    }));
    bind<StartupContribution>(StartupContribution).toDynamicValue((context) => ({
      name: 'analytics',
      run: () => {
        recordLanding({ search: globalThis.location.search, referrer: globalThis.document.referrer }, context.get<LocalStoragePort>(LocalStoragePort));
        const service = () => import('./analytics/client-analytics.service.ts').then(({ ClientAnalyticsService }) => context.get(ClientAnalyticsService, { autobind: true }));
        afterFirstActivity(context.get<ActivityHost>(ActivityHost), () => void service().then((s) => s.start(globalThis.location.pathname)).catch(logFailure(context, 'analytics')));
        const session = context.get(SessionStore);
        setTimeout(() => {
          void when(() => session.status === 'ready')
            .then(service)
            .then((s) => s.fraudCheck())
            .catch(logFailure(context, 'fraud check'));
        }, FRAUD_CHECK_HIT_DELAY_MS);
      },
    }));
    bind<StartupContribution>(StartupContribution).toDynamicValue((context) => ({
      name: 'custom-code',
      run: () =>
        void import('./analytics/custom-code.ts')
          .then(({ CustomCodeService }) => context.get(CustomCodeService, { autobind: true }).inject(globalThis.document, globalThis.location.hostname))
          .catch(logFailure(context, 'custom code')),
    }));
    bind<StartupContribution>(StartupContribution).toDynamicValue((context) => ({
      name: 'support-chat',
      run: () =>
        afterFirstActivity(context.get<ActivityHost>(ActivityHost), () => {
          import('./chat/chat.service.ts')
            .then(({ ChatService }) => context.get(ChatService, { autobind: true }).start())
            .catch(logFailure(context, 'chat'));
        }),
    }));
  });
