import { defineFeature } from '../../shared/feature/feature.ts';
import { bonusesModule } from './bonuses.module.ts';
import { UnseenCashbackStartup } from './startup/unseen-cashback.startup.ts';

/** Bonuses and free spins, cashback, offers, promotions, promo codes and banners. */
export const bonusesFeature = defineFeature({
  name: 'bonuses',
  modules: [bonusesModule],
  startup: [UnseenCashbackStartup],
  screens: {
    bonuses: () => import('./bonuses/BonusesScreen.tsx'),
    cashback: () => import('./cashback/CashbackScreen.tsx'),
    offers: () => import('./offers/OffersScreen.tsx'),
    promotions: () => import('./promotions/PromotionsScreen.tsx'),
  },
});
