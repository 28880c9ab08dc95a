import type { ApiResult, MoneyValue } from './account.port';
import type { Page, PromoTexts } from './bonuses.port';

/** A cashback: a share of a period's losses, claimable (active) until `receivingExpiredAt`, or already paid out. */
export interface CashbackItem {
  readonly id: number;
  readonly status: 'active' | 'paid_out';
  readonly amount: MoneyValue;
  readonly percent: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly receivingExpiredAt: string | null;
  readonly paidOutAt: string | null;
  readonly description: PromoTexts | null;
}

export interface CashbackQuery {
  readonly count: number;
  readonly offset?: number;
  readonly sort?: 'end_date' | 'created_at';
  readonly order?: 'asc' | 'desc';
  readonly statuses?: readonly CashbackItem['status'][];
}

/** `cashbacks.get`, `cashbacks.payout`, `cashbacks.remove`. */
export interface CashbacksPort {
  list(query: CashbackQuery, signal?: AbortSignal): Promise<ApiResult<Page<CashbackItem>>>;
  /** Moves an active cashback's amount to the main balance. */
  payout(id: number): Promise<ApiResult<true>>;
  remove(id: number): Promise<ApiResult<true>>;
}
export const CashbacksPort = Symbol.for('CashbacksPort');
