import { contentPagesAdaptersModule } from '@casino/adapters';
import { featureCatalog, type CompiledCatalog } from '../../shared/di/lazy-chunk.ts';

/** What a content page binds before it renders (its screen re-exports this file). */
export const adapters = [contentPagesAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('./locales/*/messages.po'));
