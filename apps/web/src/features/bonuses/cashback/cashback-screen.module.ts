import { ContainerModule } from 'inversify';
import { CashbackViewModel } from './cashback.vm.ts';

/** The cashback page's view-model. */
export function cashbackScreenModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CashbackViewModel).toSelf();
  });
}
