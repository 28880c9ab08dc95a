export type { CashbackLike, CashbackStatus, CashbackListQuery } from './cashback';
export { isCashbackUnseen, CASHBACK_STATUSES, ALREADY_SEEN_CASHBACK_KEY, LATEST_CASHBACK_QUERY } from './cashback';
export type { PromoCodeResolution } from './promo-code';
export { resolvePromoCode, isPromoCodeFound, PROMO_CODE_STORAGE_KEY } from './promo-code';
export type { BonusType, BonusStatus, LoyaltyNotificationTiming, DescribedItem } from './engagement';
export {
  BONUS_STATUSES, participationResult, isMutationSuccess, TOURNAMENT_PARTICIPATION_FAILED, loyaltyNotificationTiming,
  LOYALTY_NOTIFICATION_DELAY_MS, LOYALTY_NOTIFICATION_DEFAULT_SECONDS, LOYALTY_NOTIFICATION_VOLUME, itemDisplay,
  FREE_SPINS_FETCH_COUNT, BANNERS_DEFAULT_COUNT, TOURNAMENT_GAMES_PAGE_SIZE,
} from './engagement';
