import { verificationAdaptersModule } from '@casino/adapters';
import { featureCatalog, type CompiledCatalog } from '../../shared/di/lazy-chunk.ts';
import type { CatalogLoader } from '../../shared/stores/locale.store.ts';
import { profileCatalog } from '../profile/index.ts';

/** What identity verification binds before it renders (its screen re-exports this file). */
export const adapters = [verificationAdaptersModule];

const ownCatalog = featureCatalog(import.meta.glob<CompiledCatalog>('./locales/*/messages.po'));
// the profile's navigation beside the page speaks from the profile's catalog, which this chunk brings along
export const catalog: CatalogLoader = async (locale) => ({ ...(await profileCatalog(locale)), ...(await ownCatalog(locale)) });
