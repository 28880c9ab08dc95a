import { LoggerPort } from '@casino/domain/ports';
import { ContainerModule } from 'inversify';
import { ChunkLoader } from '../../../shared/di/lazy-chunk.ts';
import { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { LoyaltyNoticesStartup } from '../startup/loyalty-notices.startup.ts';
import { DeferredLoyaltyNotices, LoyaltyNotices } from './loyalty-notices.ts';

const loadChunk = () => import('./loyalty-notices.chunk.ts');

/** Start-up part of loyalty: a stand-in for the notifications service, which loads at the first interaction. */
export function loyaltyNoticesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(DeferredLoyaltyNotices)
      .toDynamicValue(
        (context) =>
          new DeferredLoyaltyNotices(
            () => context.get<ChunkLoader>(ChunkLoader)(loadChunk).then((chunk) => context.get(chunk.LoyaltyNoticesService)),
            globalThis.document,
            (error) => context.get<LoggerPort>(LoggerPort).warn('loyalty notifications could not be loaded', error),
          ),
      )
      .inSingletonScope();
    bind(LoyaltyNotices).toService(DeferredLoyaltyNotices);
    bind<StartupContribution>(StartupContribution).to(LoyaltyNoticesStartup).inSingletonScope();
  });
}
