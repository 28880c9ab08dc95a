import { ok } from '@casino/domain/shared';
import type {
  PromoCodeCampaign, ApiResult, OfferCampaign, CampaignsPort, OfferQuery, Page,
} from '@casino/domain/ports';
import { RecordingFake } from './recording-fake.ts';

export function campaignOffer(overrides: Partial<OfferCampaign> = {}): OfferCampaign {
  return {
    id: 5, sysname: 'betting-starter', finishedAt: null,
    trigger: { action: 'manual', userSatisfiesParams: true, excludeMethods: [], minDeposit: null, depositNumber: null },
    description: { title: 'Free bet €20', text: 'Take a €20 betting bonus.', image: null, terms: 'Terms apply.' },
    promotions: [{ id: 6, type: 'betting_bonus', value: 20, valueType: 'fixed', maxValue: null, gameSysname: null, description: { title: '€20 free bet', text: 'Minimum odds 1.5', image: null, terms: null } }],
    ...overrides,
  };
}

/** A CampaignsPort whose answers tests set; every call is recorded. */
export class FakeCampaignsPort extends RecordingFake implements CampaignsPort {
  offers: ApiResult<Page<OfferCampaign>> = ok({ items: [campaignOffer()], count: 1 });
  takeResult: ApiResult<true> = ok(true);
  activateResult: ApiResult<PromoCodeCampaign> = ok({ promoCode: 'WELCOME100', campaign: campaignOffer({ id: 4, sysname: 'welcome100', trigger: null }) });
  getOffers(query: OfferQuery) {
    return this.answer('getOffers', query, () => this.offers);
  }
  takePromotions(offerId: number) {
    return this.answer('takePromotions', offerId, () => this.takeResult);
  }
  activatePromoCode(code: string) {
    return this.answer('activatePromoCode', code, () => this.activateResult);
  }
}
