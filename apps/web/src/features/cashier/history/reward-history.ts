import type { BonusStatus } from '@casino/domain/bonuses';
import { HISTORY_PAGE_SIZE } from '@casino/domain/cashier';
import type { PlayerBonus, CashbackItem, MoneyValue, PaymentStatus } from '@casino/domain/ports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type RewardStatus = BonusStatus | CashbackItem['status'];

/** A bonus or cashback as a history row: what it was, how much, where it stands, when. */
export interface RewardEntry {
  readonly id: number;
  readonly title: string | null;
  readonly amount: MoneyValue;
  readonly status: RewardStatus;
  /** The payment status whose colour the row borrows (the status is always written out too). */
  readonly tone: PaymentStatus;
  readonly date: string;
}

export const REWARD_STATUS_TEXT: Record<RewardStatus, MessageDescriptor> = {
  available: msg`Available`,
  active: msg`Active`,
  wagered: msg`Wagered`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
  paid_out: msg`Paid out`,
};

const BONUS_TONE: Record<BonusStatus, PaymentStatus> = { available: 'pending', active: 'pending', wagered: 'success', expired: 'failed', cancelled: 'cancelled' };

export const bonusEntry = (bonus: PlayerBonus): RewardEntry => ({
  id: bonus.id, title: bonus.description?.title ?? null, amount: bonus.amount, status: bonus.status, tone: BONUS_TONE[bonus.status], date: bonus.createdAt,
});

export const cashbackEntry = (item: CashbackItem): RewardEntry => ({
  id: item.id, title: item.description?.title ?? null, amount: item.amount, status: item.status,
  tone: item.status === 'paid_out' ? 'success' : 'pending', date: item.paidOutAt ?? item.endDate,
});

/** A page of casino bonuses of every status (no status filter), newest first. */
export const bonusPage = (offset: number) => ({ count: HISTORY_PAGE_SIZE, offset });

/** The page of cashbacks, newest period first. */
export const cashbackPage = (offset: number) => ({ count: HISTORY_PAGE_SIZE, offset, sort: 'end_date', order: 'desc' } as const);
