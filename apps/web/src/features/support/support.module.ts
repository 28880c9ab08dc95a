import { ContainerModule } from 'inversify';
import { StartupContribution } from '../../shared/startup/startup-contribution.ts';
import { ActivityHost } from './startup/after-first-activity.ts';
import { AnalyticsStartup } from './startup/analytics.startup.ts';
import { BalanceRefreshStartup } from './startup/balance-refresh.startup.ts';
import { CustomCodeStartup } from './startup/custom-code.startup.ts';
import { RouteWatchStore } from './startup/route-watch.store.ts';
import { SupportChatStartup } from './startup/support-chat.startup.ts';

/**
 * The support feature's start-up module: a route watcher and start-up jobs (`startup/*.startup.ts`) that load
 * everything else in chunks of their own — the chat and the analytics vendors after the first activity, the fraud
 * check three seconds after start, the site's custom code, balance refresh once a player has signed in. No vendor
 * code is part of the first page load.
 */
export const supportModule = () =>
  new ContainerModule(({ bind }) => {
    bind(RouteWatchStore).toSelf().inSingletonScope();
    bind<ActivityHost>(ActivityHost).toConstantValue(globalThis as unknown as ActivityHost);
    bind<StartupContribution>(StartupContribution).to(BalanceRefreshStartup).inSingletonScope();
    bind<StartupContribution>(StartupContribution).to(AnalyticsStartup).inSingletonScope();
    bind<StartupContribution>(StartupContribution).to(CustomCodeStartup).inSingletonScope();
    bind<StartupContribution>(StartupContribution).to(SupportChatStartup).inSingletonScope();
  });
