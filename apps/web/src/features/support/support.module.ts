import { LoggerPort } from '@casino/domain';
import { ContainerModule } from 'inversify';
import { StartupContribution } from '../../shared/startup/startup-contribution.ts';
import { afterFirstActivity, type ActivityHost } from './startup/after-first-activity.ts';
import { RouteWatchStore } from './startup/route-watch.store.ts';

/**
 * The support feature's start-up module: a route watcher and one start-up job that, after the first activity,
 * loads the chat in its own chunk. No vendor code is part of the first page load.
 */
export const supportModule = () =>
  new ContainerModule(({ bind }) => {
    bind(RouteWatchStore).toSelf().inSingletonScope();
    bind<StartupContribution>(StartupContribution).toDynamicValue((context) => ({
      name: 'support-chat',
      run: () =>
        afterFirstActivity(globalThis as unknown as ActivityHost, () => {
          import('./chat/chat.service.ts')
            .then(({ ChatService }) => context.get(ChatService, { autobind: true }).start())
            .catch((error: unknown) => context.get<LoggerPort>(LoggerPort).warn('chat could not start', error));
        }),
    }));
  });
