import { ContainerModule } from 'inversify';
import { PromotionsViewModel } from './promotions.vm.ts';

/** The promotions pages' view-model. */
export function promotionsScreenModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(PromotionsViewModel).toSelf();
  });
}
