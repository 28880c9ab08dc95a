import { bannersAdaptersModule, bonusesAdaptersModule } from '@casino/adapters';
import { featureCatalog, type CompiledCatalog } from '../../../shared/di/lazy-chunk.ts';
import { promoCodeModule } from './promo-code.module.ts';

/**
 * The promo-code form as a lazy chunk for other screens (the deposit page):
 * `const { PromoCodeForm } = useChunk(promoCodeChunk)` under `<Suspense>`, then `<PromoCodeForm showActivatedPopup={false} />`.
 */
export { PromoCodeForm, PromoCodeView, type PromoCodeFormProps } from './PromoCodeForm.tsx';
export { PromoCodeViewModel } from './promo-code.vm.ts';
export { ActivatedCampaigns } from './activated-campaigns.store.ts';
export const modules = [promoCodeModule];
export const adapters = [bonusesAdaptersModule, bannersAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('../locales/*/messages.po'));
