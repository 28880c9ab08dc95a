/** Cashback statuses in lookup order (spec part 2 §4). */
export const CASHBACK_STATUSES = ['active', 'paid_out'] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];

export interface Cashback {
  readonly id: string | number;
  readonly status: CashbackStatus | (string & {});
  readonly receiving_expired_at?: string | number | null;
}

/** Storage key of the last seen cashback id (spec part 2 §4). */
export const ALREADY_SEEN_CASHBACK_KEY = 'already_seen_cashback_id';

/** The cashbacks.get query that finds the latest cashback. */
export const LATEST_CASHBACK_QUERY = {
  count: 1,
  sort: 'end_date',
  order: 'desc',
  statuses: ['paid_out', 'active'],
} as const;

/**
 * Unseen cashback (spec part 2 §4): the latest cashback is active with an id different from
 * the stored last-seen id, or paid out without receiving_expired_at.
 */
export function isCashbackUnseen(latest: Cashback | null | undefined, lastSeenId: string | number | null | undefined): boolean {
  if (!latest) return false;
  if (latest.status === 'active') return lastSeenId == null || String(latest.id) !== String(lastSeenId);
  if (latest.status === 'paid_out') return latest.receiving_expired_at == null || latest.receiving_expired_at === '';
  return false;
}
