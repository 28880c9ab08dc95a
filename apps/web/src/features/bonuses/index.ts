/**
 * The bonus area: bonuses and free spins (`/profile/bonuses`), cashback (`/profile/cashback`), promo codes, offers
 * (`/offers`), promotions (`/promotions`) and banners. The app binds what its `feature.ts` declares; screens load as lazy chunks.
 */
/** The start-up job, for the app's start-up order. */
export { UnseenCashbackStartup } from './startup/unseen-cashback.startup.ts';
