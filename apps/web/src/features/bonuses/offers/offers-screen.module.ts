import { ContainerModule } from 'inversify';
import { OffersViewModel } from './offers.vm.ts';

/** The offers pages' view-model. */
export function offersScreenModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(OffersViewModel).toSelf();
  });
}
