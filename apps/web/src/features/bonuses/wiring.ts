import { bannersAdaptersModule, bonusesAdaptersModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { featureCatalog, type CompiledCatalog } from '../../shared/di/lazy-chunk.ts';
import { BonusDialogs } from './bonuses/bonus-dialogs.ts';
import { DialogBonusDialogs } from './bonuses/dialog-bonus-dialogs.ts';
import { ActivatedCampaigns } from './promo-code/activated-campaigns.store.ts';

/**
 * What every bonuses chunk binds before it renders (each re-exports this file): the bonus confirmations as dialogs,
 * the campaigns a promo code activated (the bonuses page and the deposit's offers both read them); the bonuses' and
 * banners' adapters; the area's catalog.
 */
export const modules = [
  () =>
    new ContainerModule(({ bind }) => {
      bind(BonusDialogs).to(DialogBonusDialogs).inSingletonScope();
      bind(ActivatedCampaigns).toSelf().inSingletonScope();
    }),
];
export const adapters = [bonusesAdaptersModule, bannersAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('./locales/*/messages.po'));
