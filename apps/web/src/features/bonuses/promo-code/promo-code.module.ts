import { ContainerModule } from 'inversify';
import { ActivatedCampaigns } from './activated-campaigns.store.ts';
import { PromoCodeViewModel } from './promo-code.vm.ts';

/** The promo-code form's bindings (the bonuses page and the deposit page load it with their chunks). */
export function promoCodeModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ActivatedCampaigns).toSelf().inSingletonScope();
    bind(PromoCodeViewModel).toSelf();
  });
}
