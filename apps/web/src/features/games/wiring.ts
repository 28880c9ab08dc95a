import { bannersAdaptersModule, gamesAdaptersModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { featureCatalog, type CompiledCatalog } from '../../shared/di/lazy-chunk.ts';
import { HallCache } from './hall/hall-cache.ts';
import { FavouritesStore } from './shared/favourites.store.ts';

/**
 * What every games chunk binds before it renders (each re-exports this file): the favourites and the hall's cache,
 * shared by the home page, the hall and the search; the games' and the banners' adapters; the games' catalog.
 */
export const modules = [
  () =>
    new ContainerModule(({ bind }) => {
      bind(FavouritesStore).toSelf().inSingletonScope();
      bind(HallCache).toSelf().inSingletonScope();
    }),
];
export const adapters = [gamesAdaptersModule, bannersAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('./locales/*/messages.po'));
