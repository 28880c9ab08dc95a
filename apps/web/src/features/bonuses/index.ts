/**
 * The bonus area: bonuses and free spins (`/profile/bonuses`), cashback (`/profile/cashback`), promo codes, offers
 * (`/offers`), promotions (`/promotions`) and banners. The app binds what its `feature.ts` declares; screens load as lazy chunks.
 */
/** The promo-code form for other screens (the deposit page): a lazy chunk exporting `PromoCodeForm`, `modules`, `catalog`. */
export const promoCodeChunk = () => import('./promo-code/promo-code.chunk.ts');
// types only here, so the entry chunk stays small; the classes come with the chunk (`PromoCodeViewModel`, `ActivatedCampaigns`)
export type { PromoCodeViewModel, PromoOutcome } from './promo-code/promo-code.vm.ts';
export type { ActivatedCampaigns } from './promo-code/activated-campaigns.store.ts';
export type { PromoCodeFormProps } from './promo-code/PromoCodeForm.tsx';
/** The start-up job, for the app's start-up order. */
export { UnseenCashbackStartup } from './startup/unseen-cashback.startup.ts';
