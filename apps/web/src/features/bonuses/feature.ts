import type { I18n } from '@lingui/core';
import { defineFeature } from '../../shared/feature/feature.ts';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { fillSlot, fillSlotWith } from '../../shared/slots/fill-slot.ts';
import { CatalogRegistry, LinguiI18n, LocaleStore } from '../../shared/stores/locale.store.ts';
import { UnseenCashbackPopupSlot } from '../accounts/slots.ts';
import { DepositOffersSlot } from '../cashier/slots.ts';
import { HallBannersSlot } from '../games/slots.ts';
import { UnseenCashbackService } from './cashback/unseen-cashback.service.ts';
import { UnseenCashbackViewSlot } from './slots.ts';
import { UnseenCashbackStartup } from './startup/unseen-cashback.startup.ts';

/**
 * Bonuses and free spins, cashback, offers, promotions, promo codes and banners. At start-up: the unseen-cashback
 * popup after sign-in and registration (it fills the accounts' `UnseenCashbackPopupSlot`), the deposit form's offers
 * and promo code (the cashier's `DepositOffersSlot`) and the banners above the games hall (the games'
 * `HallBannersSlot`). They, like every screen of the area, arrive in lazy chunks with the area's catalog.
 */
export const bonusesFeature = defineFeature({
  name: 'bonuses',
  bindings: ({ bind }) => {
    fillSlotWith(bind, UnseenCashbackViewSlot, (get) => {
      const catalogs = get<CatalogRegistry>(CatalogRegistry);
      const i18n = get<I18n>(LinguiI18n);
      const navigator = get(AppNavigator);
      const locale = get(LocaleStore);
      return async () => {
        const chunk = await import('./cashback/UnseenCashbackPopup.tsx');
        await catalogs.addCatalog(chunk.catalog);
        return chunk.unseenCashbackRenderer(i18n, () => navigator.navigate(locale.localize('/profile/cashback')));
      };
    });
    bind(UnseenCashbackService).toSelf().inSingletonScope();
    fillSlot(bind, DepositOffersSlot, () => import('./deposit-offers/deposit-offers.chunk.ts'));
    fillSlot(bind, HallBannersSlot, () => import('./banners/banner-strip.chunk.ts'));
    // registration queues this popup after a new account is made
    fillSlotWith(bind, UnseenCashbackPopupSlot, (get) => get(UnseenCashbackService));
  },
  startup: [UnseenCashbackStartup],
  screens: {
    bonuses: () => import('./bonuses/BonusesScreen.tsx'),
    cashback: () => import('./cashback/CashbackScreen.tsx'),
    offers: () => import('./offers/OffersScreen.tsx'),
    promotions: () => import('./promotions/PromotionsScreen.tsx'),
  },
});
