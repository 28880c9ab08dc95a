import { lastQueryValue, type QueryLike } from '../routing/query';

/** History tabs: query tab, default deposit. */
export const HISTORY_TABS = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];
export const DEFAULT_HISTORY_TAB: HistoryTab = 'deposit';

/** Page size per tab and the recent-transactions count. */
export const HISTORY_PAGE_SIZE = 4;
export const RECENT_TRANSACTIONS_COUNT = 4;

export function isHistoryTab(value: unknown): value is HistoryTab {
  return typeof value === 'string' && (HISTORY_TABS as readonly string[]).includes(value);
}

/** The tab from the query (last value wins), else deposit. */
export function historyTabFromQuery(query: QueryLike): HistoryTab {
  const tab = lastQueryValue(query, 'tab');
  return isHistoryTab(tab) ? tab : DEFAULT_HISTORY_TAB;
}

/** Which payments the history lists (the contract's `type` of `cashier.gethistory`). */
export type PaymentHistoryType = 'deposit' | 'withdrawal' | 'all';

/** A page request of the payment history. */
export interface PaymentHistoryRequest {
  readonly type: PaymentHistoryType;
  readonly offset: number;
  readonly count: number;
}

/** cashier.gethistory query for the deposit and withdrawal tabs (bonuses and cashbacks use their own calls). */
export function historyRequest(tab: 'deposit' | 'withdrawal', loaded: number): PaymentHistoryRequest {
  return { type: tab, offset: loaded, count: HISTORY_PAGE_SIZE };
}

/**
 * Appends a page without duplicates by id: items already present keep their
 * place and are updated with the newer copy; new ones are appended in order.
 */
export function mergePage<T extends { readonly id: string | number }>(existing: readonly T[], page: readonly T[]): T[] {
  const index = new Map<string, number>();
  const merged = [...existing];
  merged.forEach((item, i) => index.set(String(item.id), i));
  for (const item of page) {
    const at = index.get(String(item.id));
    if (at === undefined) {
      index.set(String(item.id), merged.length);
      merged.push(item);
    } else {
      merged[at] = item;
    }
  }
  return merged;
}

/** More pages exist while fewer than `total` items are loaded. */
export function hasMorePages(loaded: number, total: number | null | undefined): boolean {
  return typeof total === 'number' && loaded < total;
}
