import { amountExceeds } from '@casino/domain/cashier';
import { formatAmount } from '@casino/domain/format';
import type { ExactMoney } from '@casino/domain/money';
import {
  CashierPort, ClockPort, LoggerPort, type CashierMethod, type WithdrawalOutcome, type WithdrawalFormSettings,
} from '@casino/domain/ports';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { IdempotencyKeySource } from '../../../shared/services/attempt-key.ts';
import type { FieldMessage } from '../../../shared/forms/field-message.ts';
import { moneyError } from '../shared/money-errors.ts';
import { PaymentForm } from '../shared/payment-form.ts';
import { PaymentSending } from '../shared/payment-sending.ts';
import { Loads } from '../../../shared/view-model/loads.ts';

/**
 * The withdrawal form: methods and bounds from the withdraw settings, the withdrawable amount, saved or new
 * requisites, and one submit that reserves the money once (same idempotency rules as deposits).
 */
@injectable()
export class WithdrawViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  settings: WithdrawalFormSettings | null = null;
  methodSysname: string | null = null;
  done: WithdrawalOutcome | null = null;
  readonly form = new PaymentForm(this);
  /** The submit on its way (`submitting`), sent once under its attempt's key. */
  readonly sending: PaymentSending;
  private readonly loads = new Loads();

  constructor(
    @inject(CashierPort) private readonly cashier: CashierPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(IdempotencyKeySource) keys: IdempotencyKeySource,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.sending = new PaymentSending(keys, clock);
    makeAutoObservable<this, 'cashier' | 'session' | 'logger' | 'loads'>(
      this,
      { cashier: false, session: false, logger: false, loads: false, form: false, sending: false },
      { autoBind: true },
    );
  }

  get methods(): readonly CashierMethod[] {
    return this.settings?.methods ?? [];
  }

  get method(): CashierMethod | null {
    return this.methods.find((m) => m.sysname === this.methodSysname) ?? null;
  }

  get currency(): string {
    return this.settings?.currency ?? 'EUR';
  }

  get withdrawableText(): string | null {
    return this.settings ? formatAmount(this.settings.withdrawable.amount, this.settings.withdrawable.currency) : null;
  }

  private get overWithdrawable(): boolean {
    const typed = this.form.typedAmount;
    return this.settings !== null && typed.ok && amountExceeds(typed.value, this.settings.withdrawable);
  }

  get amountMessage(): FieldMessage | undefined {
    const own = this.form.amountMessage;
    if (own) return own;
    if (this.form.submitted && this.overWithdrawable && this.withdrawableText) return { message: msg`You can withdraw up to {available}`, values: { available: this.withdrawableText } };
    return undefined;
  }

  async load(): Promise<void> {
    // a re-read under a filled form keeps it on screen
    if (this.status !== 'ready') this.status = 'loading';
    const signal = this.loads.begin('settings');
    const result = await this.cashier.getWithdrawSettings(signal);
    runInAction(() => {
      if (signal.aborted) return;
      if (!result.ok) {
        this.logger.warn('withdraw settings failed', result.error);
        this.status = 'failed';
        return;
      }
      this.settings = result.value;
      this.status = 'ready';
      this.sending.markRead();
      if (this.methodSysname === null) this.methodSysname = result.value.methods[0]?.sysname ?? null;
    });
  }

  selectMethod(sysname: string): void {
    this.methodSysname = sysname;
    this.form.clearError();
  }

  /** Another withdrawal after one was requested: the form starts over. */
  again(): void {
    this.done = null;
    this.form.setAmount('');
    void this.load();
  }

  async submit(): Promise<boolean> {
    if (this.status !== 'ready' || this.sending.submitting || this.done) return false;
    if (this.sending.stale(this.session.general)) await this.sending.reread(this.load);
    const method = this.method;
    if (this.status !== 'ready' || !method) return false;
    const amount = this.form.validate(method);
    if (amount === null || this.overWithdrawable) return false;
    return this.send(method, amount);
  }

  private send(method: CashierMethod, amount: ExactMoney): Promise<boolean> {
    const request = { methodId: method.id, method: method.sysname, amount, requisites: this.form.requisitesFor(method) };
    return this.sending.send(request, (keyed) => this.cashier.makeWithdrawal(keyed, this.loads.begin('send')), (result) => {
      if (result.ok) {
        this.done = result.value;
        void this.session.refreshBalance();
        return true;
      }
      this.form.refuse(moneyError(result.error, this.currency));
      return false;
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
