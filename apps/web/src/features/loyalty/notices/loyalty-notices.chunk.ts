import { loyaltyAdaptersModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { LoyaltyNoticesService, NoticeEventSource, type EventSourceLike } from './loyalty-notices.service.ts';

export { LoyaltyNoticesService };

/** The notifications service (one per app: the loyalty screens' sound switch shares it). */
export const noticesServiceModule = () =>
  new ContainerModule(({ bind }) => {
    bind<EventSourceLike>(NoticeEventSource).toDynamicValue(() => globalThis.document);
    bind(LoyaltyNoticesService).toSelf().inSingletonScope();
  });

export const modules = [noticesServiceModule];
export const adapters = [loyaltyAdaptersModule];
