import { resultPath } from '@casino/domain/cashier';
import { CashierPort, type CashierMethod, type DepositReceipt } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import { PollDelay } from './poll-delay.ts';
import { receiptLines, type ReceiptLine } from './receipt-lines.ts';

export type PaymentPage = 'paysuccess' | 'payfail' | 'paypending' | 'paycancel' | 'paymobile' | 'paynewwindow';


const WAITING: readonly PaymentPage[] = ['paypending', 'paynewwindow'];

/** The transaction the address names, or undefined when it names none a player could have (absent, not a number). */
export const transactionIdOf = (transaction: string | undefined): number | undefined =>
  transaction && /^\d{1,12}$/.test(transaction) ? Number(transaction) : undefined;

/**
 * A payment result page: looks the transaction up (amount, method, status, date) instead of echoing its id. The
 * pending and new-window pages keep looking until the payment settles, then say where to go: the success or the
 * failure page. A settled success refreshes the header balance. The deposit settings name the method and its details:
 * the transaction itself only knows the method's sysname and the backend's field names.
 */
@injectable()
export class PaymentResultViewModel {
  info: DepositReceipt | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  /** The deposit methods of the cashier settings (empty until they load, or when they could not). */
  methods: readonly CashierMethod[] = [];
  private readonly loads = new Loads();

  constructor(
    @inject(CashierPort) private readonly cashier: CashierPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(PollDelay) private readonly delay: PollDelay,
  ) {
    makeAutoObservable<this, 'cashier' | 'session' | 'delay' | 'loads'>(this, { cashier: false, session: false, delay: false, loads: false }, { autoBind: true });
  }

  /**
   * Whether the pending page has a payment to wait for: one the address names whose look-up has not failed. Without
   * one (the bare address) or after a failure there is nothing to wait for, and a spinner would turn forever.
   */
  waitsFor(transaction: string | undefined): boolean {
    return transactionIdOf(transaction) !== undefined && this.status !== 'failed';
  }

  /** The settings' method the payment was made with, if they list it. */
  get method(): CashierMethod | undefined {
    const sysname = this.info?.method;
    return sysname === undefined ? undefined : this.methods.find((m) => m.sysname === sysname);
  }

  /** The method's name for the player; undefined when the settings do not know it (its sysname is never shown). */
  get methodName(): string | undefined {
    return this.method?.name;
  }

  /** The payment's details, each with a label a player can read. */
  get lines(): readonly ReceiptLine[] {
    return this.info ? receiptLines(this.info.requisites, this.method) : [];
  }

  /**
   * Loads the transaction; on a waiting page polls until it is no longer pending and answers the path to follow
   * (undefined when there is nothing to follow: no transaction, a failed look-up, or the page was left). A new start
   * stops the previous one's polling.
   */
  async start(page: PaymentPage, transaction: string | undefined): Promise<string | undefined> {
    const signal = this.loads.begin('lookup');
    const id = transactionIdOf(transaction);
    if (id === undefined) return undefined;
    this.status = 'loading';
    const named = this.methods.length > 0 ? Promise.resolve() : this.loadMethods(signal);
    for (;;) {
      const [result] = await Promise.all([this.cashier.getDepositInfo(id, signal), named]);
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

  /** Settings that could not load leave the generic labels: the payment itself is what the page is for. */
  private async loadMethods(signal: AbortSignal): Promise<void> {
    const result = await this.cashier.getDepositSettings(signal);
    if (signal.aborted || !result.ok) return;
    runInAction(() => (this.methods = result.value.methods));
  }

  retry(page: PaymentPage, transaction: string | undefined): Promise<string | undefined> {
    return this.start(page, transaction);
  }

  dispose(): void {
    this.loads.dispose();
  }
}
