import { CashierPort, type DepositReceipt } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import { resultPath } from './payment-step.ts';

export type PaymentPage = 'paysuccess' | 'payfail' | 'paypending' | 'paycancel' | 'paymobile' | 'paynewwindow';

/** Waits between two looks at a pending payment; the module binds a timer, tests an immediate one. */
export const PollDelay = Symbol.for('PollDelay');
export type PollDelay = (signal: AbortSignal) => Promise<void>;
export const POLL_INTERVAL_MS = 2000;

const WAITING: readonly PaymentPage[] = ['paypending', 'paynewwindow'];

/**
 * A payment result page: looks the transaction up (amount, method, status, date) instead of echoing its id. The
 * pending and new-window pages keep looking until the payment settles, then say where to go: the success or the
 * failure page. A settled success refreshes the header balance.
 */
@injectable()
export class PaymentResultViewModel {
  info: DepositReceipt | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  private readonly loads = new Loads();

  constructor(
    @inject(CashierPort) private readonly cashier: CashierPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(PollDelay) private readonly delay: PollDelay,
  ) {
    makeAutoObservable<this, 'cashier' | 'session' | 'delay' | 'loads'>(this, { cashier: false, session: false, delay: false, loads: false }, { autoBind: true });
  }

  /**
   * Loads the transaction; on a waiting page polls until it is no longer pending and answers the path to follow
   * (undefined when there is nothing to follow: no transaction, a failed look-up, or the page was left). A new start
   * stops the previous one's polling.
   */
  async start(page: PaymentPage, transaction: string | undefined): Promise<string | undefined> {
    const signal = this.loads.begin('lookup');
    const id = transaction && /^\d{1,12}$/.test(transaction) ? Number(transaction) : undefined;
    if (id === undefined) return undefined;
    this.status = 'loading';
    for (;;) {
      const result = await this.cashier.getDepositInfo(id, signal);
      if (signal.aborted) return undefined;
      const info = result.ok ? result.value : null;
      runInAction(() => {
        this.status = info ? 'ready' : 'failed';
        if (info) this.info = info;
      });
      if (!info) return undefined;
      if (info.status === 'success') void this.session.refreshBalance();
      if (!WAITING.includes(page)) return undefined;
      if (info.status === 'pending') {
        await this.delay(signal);
        if (signal.aborted) return undefined;
        continue;
      }
      return resultPath(info.status === 'success' ? 'paysuccess' : 'payfail', info.transaction);
    }
  }

  retry(page: PaymentPage, transaction: string | undefined): Promise<string | undefined> {
    return this.start(page, transaction);
  }

  dispose(): void {
    this.loads.dispose();
  }
}

export const timerPollDelay: PollDelay = (signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, POLL_INTERVAL_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
