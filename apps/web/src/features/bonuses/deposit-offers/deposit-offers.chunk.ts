import { bonusesAdaptersModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { featureCatalog, type CompiledCatalog } from '../../../shared/di/lazy-chunk.ts';
import { promoCodeModule } from '../promo-code/promo-code.module.ts';
import { DepositOffersViewModel } from './deposit-offers.vm.ts';

/** The offers and promo code of the deposit form, loaded by the cashier through `DepositOffersSlot`. */
export { DepositOffers } from './DepositOffers.tsx';
export { DepositOffersViewModel } from './deposit-offers.vm.ts';

function depositOffersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(DepositOffersViewModel).toSelf();
  });
}

export const modules = [depositOffersModule, promoCodeModule];
export const adapters = [bonusesAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('../locales/*/messages.po'));
