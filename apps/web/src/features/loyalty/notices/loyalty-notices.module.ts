import { ContainerModule } from 'inversify';
import { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { LoyaltyNoticesService, NoticeEventSource, type EventSourceLike } from './loyalty-notices.service.ts';

/** Start-up part of loyalty: the notifications service, waiting for the first interaction. */
export function loyaltyNoticesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<EventSourceLike>(NoticeEventSource).toDynamicValue(() => globalThis.document);
    bind(LoyaltyNoticesService).toSelf().inSingletonScope();
    bind<StartupContribution>(StartupContribution).toDynamicValue((context) => ({
      name: 'loyalty-notices',
      run: () => context.get(LoyaltyNoticesService).run(),
    }));
  });
}
