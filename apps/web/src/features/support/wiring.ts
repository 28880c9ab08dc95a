import { featureCatalog, type CompiledCatalog } from '../../shared/di/lazy-chunk.ts';

/**
 * What the support page binds before it renders (its screen re-exports this file): its catalog. The chat and the
 * analytics, which start-up jobs load apart from the page, bind their own services in their chunks.
 */
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('./locales/*/messages.po'));
