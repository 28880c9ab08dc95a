import { CashbacksPort, type CashbackItem, type CashbackQuery } from '@casino/domain/ports';
import type { Schema } from '@casino/sdk';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';
import { toPromoDescription } from './bonuses.adapter.ts';

const toCashback = (c: Schema<'Cashback'>): CashbackItem => ({
  id: c.id,
  status: c.status,
  amount: c.amount,
  percent: c.percent,
  startDate: c.start_date,
  endDate: c.end_date,
  receivingExpiredAt: c.receiving_expired_at,
  paidOutAt: c.paid_out_at,
  description: toPromoDescription(c.description),
});

/** CashbacksPort over `cashbacks.*`. */
@injectable()
export class ApiCashbacks implements CashbacksPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async list(q: CashbackQuery, signal?: AbortSignal) {
    const query = { count: q.count, offset: q.offset, sort: q.sort, order: q.order, statuses: q.statuses?.length ? [...q.statuses] : undefined, fields: ['description' as const] };
    return toResult(await settle(this.api.GET('/api/cashbacks.get', { params: { query }, signal })), (data) => ({ count: data.count, items: data.items.map(toCashback) }));
  }

  async payout(id: number) {
    return toResult(await settle(this.api.POST('/api/cashbacks.payout', { body: { cashback_id: id } })), () => true as const);
  }

  async remove(id: number) {
    return toResult(await settle(this.api.POST('/api/cashbacks.remove', { body: { cashback_id: id } })), () => true as const);
  }
}
