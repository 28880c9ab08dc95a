import { HISTORY_PAGE_SIZE, hasMorePages, historyRequest, mergePage, type HistoryTab } from '@casino/domain/cashier';
import { BonusesPort, CashbacksPort, CashierPort, type PaymentRecord } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { moneyError, type MoneyError } from '../shared/money-errors.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import { bonusEntry, bonusPage, cashbackEntry, cashbackPage, type RewardEntry } from './reward-history.ts';

/**
 * The payment history: one tab at a time, 4 items per page, "load more" appends the next page merged by id (an
 * item that moved between pages is not shown twice). Switching tabs clears the list and loads afresh. Deposits and
 * withdrawals come from the cashier (`items`); the bonuses and cashbacks tabs list the player's casino bonuses and
 * cashbacks (`rewards`). An open withdrawal can be cancelled; the caller asks the player first.
 */
@injectable()
export class HistoryViewModel {
  tab: HistoryTab = 'deposit';
  items: readonly PaymentRecord[] = [];
  rewards: readonly RewardEntry[] = [];
  total: number | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  cancelling: number | null = null;
  cancelError: MoneyError | null = null;
  private readonly loads = new Loads();

  constructor(
    @inject(CashierPort) private readonly cashier: CashierPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(BonusesPort) private readonly bonuses: BonusesPort,
    @inject(CashbacksPort) private readonly cashbacks: CashbacksPort,
  ) {
    makeAutoObservable<this, 'cashier' | 'session' | 'bonuses' | 'cashbacks' | 'loads'>(
      this,
      { cashier: false, session: false, bonuses: false, cashbacks: false, loads: false },
      { autoBind: true },
    );
  }

  /** Deposits and withdrawals come from the cashier; bonuses and cashbacks from their own calls. */
  get isPaymentTab(): boolean {
    return this.tab === 'deposit' || this.tab === 'withdrawal';
  }

  get hasMore(): boolean {
    return hasMorePages(this.isPaymentTab ? this.items.length : this.rewards.length, this.total);
  }

  async show(tab: HistoryTab): Promise<void> {
    if (tab === this.tab && this.status !== 'idle' && this.status !== 'failed') return;
    this.tab = tab;
    await this.reload();
  }

  /** Clears the list and loads the current tab's first page again. */
  async reload(): Promise<void> {
    this.items = [];
    this.rewards = [];
    this.total = null;
    this.cancelError = null;
    await this.loadMore();
  }

  async loadMore(): Promise<void> {
    // the next page (or another tab's first) aborts this one: an answer for a tab the player already left is dropped
    const signal = this.loads.begin('page');
    const tab = this.tab;
    this.status = 'loading';
    if (tab === 'deposit' || tab === 'withdrawal') {
      const result = await this.cashier.getHistory({ ...historyRequest(tab, this.items.length), type: tab }, signal);
      runInAction(() => {
        if (signal.aborted) return;
        if (result.ok) this.items = mergePage(this.items, result.value.items);
        this.settle(result.ok ? result.value.count : null);
      });
      return;
    }
    const offset = this.rewards.length;
    const result = tab === 'bonuses'
      ? await this.bonuses.getCasinoBonuses(bonusPage(offset), signal).then((r) => (r.ok ? { ok: true as const, count: r.value.count, items: r.value.items.map(bonusEntry) } : r))
      : await this.cashbacks.list(cashbackPage(offset), signal).then((r) => (r.ok ? { ok: true as const, count: r.value.count, items: r.value.items.map(cashbackEntry) } : r));
    runInAction(() => {
      if (signal.aborted) return;
      if (result.ok) this.rewards = mergePage(this.rewards, result.items);
      this.settle(result.ok ? result.count : null);
    });
  }

  /** A page arrived (with the total) or failed (null): a failure keeps what was loaded. */
  private settle(total: number | null): void {
    if (total === null) {
      this.status = 'failed';
      return;
    }
    this.total = total;
    this.status = 'ready';
  }

  /** Cancels an open withdrawal (the view confirms first); its money returns to the main balance. */
  async cancel(id: number): Promise<boolean> {
    if (this.cancelling !== null) return false;
    this.cancelling = id;
    this.cancelError = null;
    const signal = this.loads.begin('send');
    const result = await this.cashier.cancelWithdrawal(id, signal);
    if (result.ok) {
      const page = await this.cashier.getHistory({ type: this.tab === 'withdrawal' ? 'withdrawal' : 'all', offset: 0, count: Math.max(HISTORY_PAGE_SIZE, this.items.length) }, signal);
      void this.session.refreshBalance();
      runInAction(() => {
        if (page.ok) this.items = mergePage(this.items, page.value.items);
        else this.items = this.items.map((i) => (i.id === id ? { ...i, status: 'cancelled', canCancel: false } : i));
      });
    }
    runInAction(() => {
      this.cancelling = null;
      if (!result.ok) this.cancelError = moneyError(result.error, this.session.balances?.main.currency ?? 'EUR');
    });
    return result.ok;
  }

  dispose(): void {
    this.loads.dispose();
    // the page on its way was dropped: the screen's next `show` of the same tab has to load it again, not wait for it
    if (this.status === 'loading') this.status = 'idle';
  }
}
