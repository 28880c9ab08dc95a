import { defineFeature } from '../../shared/feature/feature.ts';
import { ActivityHost } from './startup/after-first-activity.ts';
import { AnalyticsStartup } from './startup/analytics.startup.ts';
import { BalanceRefreshStartup } from './startup/balance-refresh.startup.ts';
import { CustomCodeStartup } from './startup/custom-code.startup.ts';
import { RouteWatchStore } from './startup/route-watch.store.ts';
import { SupportChatStartup } from './startup/support-chat.startup.ts';

/**
 * The support page, and at start-up a route watcher and jobs that load everything else in chunks of their own: the
 * chat and the analytics vendors after the first activity, the fraud check three seconds after start, the site's
 * custom code, the balance refresh once a player has signed in. No vendor code is part of the first page load.
 */
export const supportFeature = defineFeature({
  name: 'support',
  bindings: ({ bind }) => {
    bind(RouteWatchStore).toSelf().inSingletonScope();
    bind<ActivityHost>(ActivityHost).toConstantValue(globalThis as unknown as ActivityHost);
  },
  startup: [BalanceRefreshStartup, AnalyticsStartup, CustomCodeStartup, SupportChatStartup],
  screens: {
    support: () => import('./SupportScreen.tsx'),
  },
});
