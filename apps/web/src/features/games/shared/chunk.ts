import { gamesAdaptersModule } from '@casino/adapters';
import { featureCatalog, type CompiledCatalog } from '../../../shared/di/lazy-chunk.ts';
import { gamesModule } from '../games.module.ts';

/** What every games screen chunk lists: the adapters, the feature's module and its own catalog. */
export const gamesChunkModules = [gamesAdaptersModule, gamesModule];
export const gamesCatalog = featureCatalog(import.meta.glob<CompiledCatalog>('../locales/*/messages.po'));
