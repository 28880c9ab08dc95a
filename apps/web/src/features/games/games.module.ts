import { ContainerModule } from 'inversify';
import { FavouritesStore } from './shared/favourites.store.ts';
import { HallCache } from './hall/hall-cache.ts';

/**
 * The games feature's shared state (favourites, the hall's cache), listed by its screens and bound before they
 * render: nothing of it is needed at start-up. Its adapters come from `gamesAdaptersModule`, listed beside it. The
 * view-models are not listed: `useViewModel` builds them from their classes, so each screen's chunk carries its own.
 */
export function gamesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(FavouritesStore).toSelf().inSingletonScope();
    bind(HallCache).toSelf().inSingletonScope();
  });
}
