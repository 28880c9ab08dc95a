import { CampaignsPort, type OfferCampaign, type OfferQuery } from '@casino/domain/ports';
import type { Schema } from '@casino/sdk';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';
import { toPromoDescription } from './bonuses.adapter.ts';

const ALL_FIELDS = ['trigger', 'description', 'promotions'] as const;

export function toCampaignOffer(o: Schema<'CampaignOffer'>): OfferCampaign {
  return {
    id: o.id,
    sysname: o.sysname,
    finishedAt: o.finished_at,
    trigger: o.trigger
      ? {
          action: o.trigger.action,
          userSatisfiesParams: o.trigger.user_satisfies_params,
          excludeMethods: o.trigger.params.exclude_methods,
          minDeposit: o.trigger.params.min_deposit ?? null,
          depositNumber: o.trigger.params.deposit_number ?? null,
        }
      : null,
    description: toPromoDescription(o.description),
    promotions: (o.promotions ?? []).map((p) => ({
      id: p.id,
      type: p.type,
      value: p.value,
      valueType: p.value_type ?? null,
      maxValue: p.max_value ?? null,
      gameSysname: p.game_sysname ?? null,
      description: toPromoDescription(p.description),
    })),
  };
}

/** CampaignsPort over `campaigns.getoffers`, `campaigns.takepromotions` and `campaigns.activateOffer`. */
@injectable()
export class ApiCampaigns implements CampaignsPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getOffers(q: OfferQuery, signal?: AbortSignal) {
    const query = { count: q.count, offset: q.offset, action: q.action, fields: [...ALL_FIELDS] };
    return toResult(await settle(this.api.GET('/api/campaigns.getoffers', { params: { query }, signal })), (data) => ({ count: data.count, items: data.items.map(toCampaignOffer) }));
  }

  async takePromotions(offerId: number) {
    return toResult(await settle(this.api.POST('/api/campaigns.takepromotions', { body: { offer_id: offerId } })), () => true as const);
  }

  async activatePromoCode(code: string) {
    const body = { promo_code: code, fields: [...ALL_FIELDS] };
    return toResult(await settle(this.api.POST('/api/campaigns.activateOffer', { body })), (data) => ({ promoCode: data.promo_code, campaign: toCampaignOffer(data.campaign) }));
  }
}
