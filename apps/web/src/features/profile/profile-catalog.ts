import { featureCatalog, type CompiledCatalog } from '../../shared/di/lazy-chunk.ts';

/** The profile's own messages (one lazy chunk per locale); one loader, so the registry adds it once. */
export const profileCatalog = featureCatalog(import.meta.glob<CompiledCatalog>('./locales/*/messages.po'));
