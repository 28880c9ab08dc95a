import { ContainerModule } from 'inversify';
import { LoyaltyStore } from './loyalty.store.ts';

/** The loyalty screens' shared store, bound with their chunks (their view-models need no binding). */
export function loyaltyModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(LoyaltyStore).toSelf().inSingletonScope();
  });
}
