import { screenTable } from '../../shared/feature/feature.ts';
import { FEATURES } from '../features.ts';

/**
 * Screen modules load lazily: a feature's code arrives only on its routes. Each feature declares its screens in its
 * `feature.ts` (lazy imports of their chunks); this table, by the route table's screen names, is a chunk of its own
 * that start-up fetches beside the first calls (`routes.tsx` `loadScreens`).
 */
export const screens = screenTable(FEATURES);

/** Comes with this table rather than in the entry chunk: see `routes.tsx` `preloadScreenData`. */
export { preloadScreenData } from './screen-data.ts';
