import { ContainerModule } from 'inversify';
import { CharactersViewModel } from './characters/characters.vm.ts';
import { LoyaltyStore } from './loyalty.store.ts';
import { LoyaltyViewModel } from './overview/loyalty.vm.ts';
import { ProgrammeViewModel } from './programme/programme.vm.ts';
import { ShopViewModel } from './shop/shop.vm.ts';

/** The loyalty screens' store and view-models, bound with their chunks. */
export function loyaltyModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(LoyaltyStore).toSelf().inSingletonScope();
    bind(LoyaltyViewModel).toSelf();
    bind(ProgrammeViewModel).toSelf();
    bind(ShopViewModel).toSelf();
    bind(CharactersViewModel).toSelf();
  });
}
