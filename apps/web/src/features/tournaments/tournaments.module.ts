import { ContainerModule } from 'inversify';
import { TournamentsStore } from './tournaments.store.ts';

/** The tournaments' shared store, bound with their screens and home widgets (nothing at start-up); view-models need no binding. */
export function tournamentsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TournamentsStore).toSelf().inSingletonScope();
  });
}
