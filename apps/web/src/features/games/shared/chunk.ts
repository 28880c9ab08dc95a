import { bannersAdaptersModule, gamesAdaptersModule } from '@casino/adapters';
import { featureCatalog, type CompiledCatalog } from '../../../shared/di/lazy-chunk.ts';
import { gamesModule } from '../games.module.ts';

/** What every games screen chunk lists: the feature's module, its adapters and its own catalog. */
export const gamesChunkModules = [gamesModule];
export const gamesChunkAdapters = [gamesAdaptersModule, bannersAdaptersModule];
export const gamesCatalog = featureCatalog(import.meta.glob<CompiledCatalog>('../locales/*/messages.po'));
