import { tournamentsAdaptersModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { featureCatalog, type CompiledCatalog } from '../../shared/di/lazy-chunk.ts';
import { TournamentsStore } from './tournaments.store.ts';

/** What every tournaments chunk binds before it renders (each re-exports this file): the one store of tournaments. */
export const modules = [() => new ContainerModule(({ bind }) => void bind(TournamentsStore).toSelf().inSingletonScope())];
export const adapters = [tournamentsAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('./locales/*/messages.po'));
