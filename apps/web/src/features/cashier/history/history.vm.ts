import { CashierPort, HISTORY_PAGE_SIZE, hasMorePages, historyRequest, mergePage, type HistoryItem, type HistoryTab } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { moneyError, type MoneyError } from '../shared/money-errors.ts';

/**
 * The payment history: one tab at a time, 4 items per page, "load more" appends the next page merged by id (a
 * payment that moved between pages is not shown twice). Switching tabs clears the list and loads afresh. An open
 * withdrawal can be cancelled; the caller asks the player first.
 */
@injectable()
export class HistoryViewModel {
  tab: HistoryTab = 'deposit';
  items: readonly HistoryItem[] = [];
  total: number | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  cancelling: number | null = null;
  cancelError: MoneyError | null = null;
  private request = 0;
  private readonly abort = new AbortController();

  constructor(
    @inject(CashierPort) private readonly cashier: CashierPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'cashier' | 'session' | 'abort' | 'request'>(this, { cashier: false, session: false, abort: false, request: false }, { autoBind: true });
  }

  /** Deposits and withdrawals come from the cashier; bonuses and cashbacks live on their own pages. */
  get isPaymentTab(): boolean {
    return this.tab === 'deposit' || this.tab === 'withdrawal';
  }

  get hasMore(): boolean {
    return hasMorePages(this.items.length, this.total);
  }

  async show(tab: HistoryTab): Promise<void> {
    if (tab === this.tab && this.status !== 'idle' && this.status !== 'failed') return;
    this.tab = tab;
    await this.reload();
  }

  /** Clears the list and loads the current tab's first page again. */
  async reload(): Promise<void> {
    this.items = [];
    this.total = null;
    this.cancelError = null;
    await this.loadMore();
  }

  async loadMore(): Promise<void> {
    if (this.tab !== 'deposit' && this.tab !== 'withdrawal') {
      this.status = 'ready';
      return;
    }
    const ticket = ++this.request;
    const tab = this.tab;
    this.status = 'loading';
    const result = await this.cashier.getHistory({ ...historyRequest(tab, this.items.length), type: tab }, this.abort.signal);
    runInAction(() => {
      // an answer for a tab the player already left is dropped
      if (ticket !== this.request) return;
      if (!result.ok) {
        this.status = 'failed';
        return;
      }
      this.items = mergePage(this.items, result.value.items);
      this.total = result.value.count;
      this.status = 'ready';
    });
  }

  /** Cancels an open withdrawal (the view confirms first); its money returns to the main balance. */
  async cancel(id: number): Promise<boolean> {
    if (this.cancelling !== null) return false;
    this.cancelling = id;
    this.cancelError = null;
    const result = await this.cashier.cancelWithdrawal(id, this.abort.signal);
    if (result.ok) {
      const page = await this.cashier.getHistory({ type: this.tab === 'withdrawal' ? 'withdrawal' : 'all', offset: 0, count: Math.max(HISTORY_PAGE_SIZE, this.items.length) }, this.abort.signal);
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
    this.abort.abort();
  }
}
