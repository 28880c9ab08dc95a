
export * from '../wiring.ts';

/**
 * The promo-code form as a lazy chunk for other screens (the deposit page):
 * `const { PromoCodeForm } = useChunk(promoCodeChunk)` under `<Suspense>`, then `<PromoCodeForm showActivatedPopup={false} />`.
 */
export { PromoCodeForm, PromoCodeView, type PromoCodeFormProps } from './PromoCodeForm.tsx';
export { PromoCodeViewModel } from './promo-code.vm.ts';
export { ActivatedCampaigns } from './activated-campaigns.store.ts';
