import { bannersAdaptersModule, bonusesAdaptersModule } from '@casino/adapters';
import { featureCatalog, type CompiledCatalog } from '../../../shared/di/lazy-chunk.ts';
import { bannersModule } from './banners.module.ts';

/** The banner strip as a lazy chunk for other screens: `const { BannerStrip } = useChunk(bannerStripChunk)`, then `<BannerStrip position="gamehall_top" />`. */
export { BannerStrip, BannerStripView } from './BannerStrip.tsx';
export const modules = [bannersModule];
export const adapters = [bonusesAdaptersModule, bannersAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('../locales/*/messages.po'));
