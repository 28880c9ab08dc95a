/** Cashback statuses in lookup order. */
export const CASHBACK_STATUSES = ['active', 'paid_out'] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];

export interface CashbackLike {
  readonly id: string | number;
  readonly status: CashbackStatus | (string & {});
  readonly receiving_expired_at?: string | number | null;
}

/** Storage key of the last seen cashback id. */
export const ALREADY_SEEN_CASHBACK_KEY = 'already_seen_cashback_id';

/** A cashbacks list query: the fields and literal values the contract's `cashbacks.get` accepts. */
export interface CashbackListQuery {
  readonly count: number;
  readonly offset?: number;
  readonly sort?: 'end_date' | 'created_at';
  readonly order?: 'asc' | 'desc';
  // A plain array type, as the SDK's query type has it, so the query is passed as it is; the array itself is frozen.
  readonly statuses?: CashbackStatus[];
}

/** The query that finds the latest cashback: the one that ends last, paid out or still active. */
export const LATEST_CASHBACK_QUERY = {
  count: 1,
  sort: 'end_date',
  order: 'desc',
  statuses: Object.freeze<CashbackStatus[]>(['paid_out', 'active']) as CashbackStatus[],
} as const satisfies CashbackListQuery;

/**
 * Unseen cashback: the latest cashback is active with an id different from
 * the stored last-seen id, or paid out without receiving_expired_at.
 */
export function isCashbackUnseen(latest: CashbackLike | null | undefined, lastSeenId: string | number | null | undefined): boolean {
  if (!latest) return false;
  if (latest.status === 'active') return lastSeenId == null || String(latest.id) !== String(lastSeenId);
  if (latest.status === 'paid_out') return latest.receiving_expired_at == null || latest.receiving_expired_at === '';
  return false;
}
