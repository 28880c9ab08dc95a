import { ContainerModule } from 'inversify';
import { FavouritesStore } from './shared/favourites.store.ts';
import { HallCache } from './hall/hall-cache.ts';
import { GamesHallViewModel } from './hall/hall.vm.ts';
import { GamePageViewModel } from './game/game-page.vm.ts';
import { HomeViewModel } from './home/home.vm.ts';
import { GamesSearchViewModel } from './search/search.vm.ts';
import { ProvidersViewModel } from './providers/providers.vm.ts';

/**
 * The games feature's lazy module (listed by its screens, bound before they render): nothing of it is needed at
 * start-up. Its adapters come from `gamesAdaptersModule`, listed beside it.
 */
export function gamesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(FavouritesStore).toSelf().inSingletonScope();
    bind(HallCache).toSelf().inSingletonScope();
    bind(GamesHallViewModel).toSelf();
    bind(GamePageViewModel).toSelf();
    bind(HomeViewModel).toSelf();
    bind(GamesSearchViewModel).toSelf();
    bind(ProvidersViewModel).toSelf();
  });
}
