import { LoggerPort } from '@casino/domain/ports';
import { ChunkLoader } from '../../shared/di/lazy-chunk.ts';
import { defineFeature } from '../../shared/feature/feature.ts';
import { DeferredLoyaltyNotices, LoyaltyNotices } from './notices/loyalty-notices.ts';
import { LoyaltyNoticesStartup } from './startup/loyalty-notices.startup.ts';

const loadNotices = () => import('./notices/loyalty-notices.chunk.ts');

/**
 * The loyalty programme, its shop and its notifications. At start-up, a stand-in for the notifications service,
 * which loads at the player's first interaction.
 */
export const loyaltyFeature = defineFeature({
  name: 'loyalty',
  bindings: ({ bind }) => {
    bind(DeferredLoyaltyNotices)
      .toDynamicValue(
        (context) =>
          new DeferredLoyaltyNotices(
            () => context.get<ChunkLoader>(ChunkLoader)(loadNotices).then((chunk) => context.get(chunk.LoyaltyNoticesService)),
            globalThis.document,
            (error) => context.get<LoggerPort>(LoggerPort).warn('loyalty notifications could not be loaded', error),
          ),
      )
      .inSingletonScope();
    bind(LoyaltyNotices).toService(DeferredLoyaltyNotices);
  },
  startup: [LoyaltyNoticesStartup],
  screens: {
    loyalty: () => import('./overview/LoyaltyScreen.tsx'),
    'loyalty-shop': () => import('./shop/ShopScreen.tsx'),
    'loyalty-programme': () => import('./programme/ProgrammeScreen.tsx'),
    'profile-loyalty': () => import('./ProfileLoyaltyScreen.tsx'),
  },
});
