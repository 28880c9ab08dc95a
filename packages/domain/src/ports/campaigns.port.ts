import type { ApiResult } from './account.port';
import type { Page, PromoTexts } from './bonuses.port';

export type OfferAction = 'deposit' | 'registration' | 'promo_code' | 'manual';

/** One reward of an offer. */
export interface OfferPromotion {
  readonly id: number;
  readonly type: 'bonus' | 'betting_bonus' | 'freespins' | 'cashback';
  readonly value: number;
  readonly valueType: 'fixed' | 'percent' | 'count' | null;
  readonly maxValue: number | null;
  readonly gameSysname: string | null;
  readonly description: PromoTexts | null;
}

/**
 * A campaign offer: what grants it (`trigger`), its texts and its rewards. A deposit offer is one whose trigger action
 * is `deposit`; `userSatisfiesParams` says whether the caller (a guest counts as a new player) may take it now.
 */
export interface OfferCampaign {
  readonly id: number;
  readonly sysname: string;
  readonly finishedAt: string | null;
  readonly trigger: {
    readonly action: OfferAction;
    readonly userSatisfiesParams: boolean;
    readonly excludeMethods: readonly string[];
    readonly minDeposit: number | null;
    readonly depositNumber: number | null;
  } | null;
  readonly description: PromoTexts | null;
  readonly promotions: readonly OfferPromotion[];
}

/** The campaign a promo code activated. */
export interface PromoCodeCampaign {
  readonly promoCode: string;
  readonly campaign: OfferCampaign;
}

export interface OfferQuery {
  readonly count?: number;
  readonly offset?: number;
  /** Only offers granted by this action (e.g. `deposit` on the deposit page). */
  readonly action?: OfferAction;
}

/** `campaigns.getoffers`, `campaigns.takepromotions`, `campaigns.activateOffer` (a promo code). */
export interface CampaignsPort {
  /** Live offers with trigger, description and promotions; guests may call it. */
  getOffers(query: OfferQuery, signal?: AbortSignal): Promise<ApiResult<Page<OfferCampaign>>>;
  /** Takes a manual offer's rewards (signed-in players). */
  takePromotions(offerId: number): Promise<ApiResult<true>>;
  /** Activates a promo code; a refusal names its reason in `errorData.promo_code`. */
  activatePromoCode(code: string): Promise<ApiResult<PromoCodeCampaign>>;
}
export const CampaignsPort = Symbol.for('CampaignsPort');
