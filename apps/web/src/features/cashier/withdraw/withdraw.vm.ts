import { amountExceeds, checkPaymentAmount, readPaymentAmount, type PaymentAmountCheck } from '@casino/domain/cashier';
import { formatAmount } from '@casino/domain/format';
import type { AmountError, ExactMoney } from '@casino/domain/money';
import type { Result } from '@casino/domain/shared';
import {
  CashierPort, ClockPort, LoggerPort, type CashierMethod, type WithdrawalOutcome, type WithdrawalFormSettings,
} from '@casino/domain/ports';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { AttemptKey, IdempotencyKeySource, isUnsettled } from '../../../shared/services/attempt-key.ts';
import { Freshness, cashierIdleMs } from '../shared/staleness.ts';
import type { FieldMessage } from '../../../shared/forms/field-message.ts';
import { moneyError, type MoneyError } from '../shared/money-errors.ts';
import { PaymentForm } from '../shared/payment-form.ts';
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
  submitting = false;
  error: MoneyError | null = null;
  done: WithdrawalOutcome | null = null;
  readonly form = new PaymentForm();
  private readonly attempt: AttemptKey;
  private readonly freshness: Freshness;
  private readonly loads = new Loads();

  constructor(
    @inject(CashierPort) private readonly cashier: CashierPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(IdempotencyKeySource) keys: IdempotencyKeySource,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.attempt = new AttemptKey(keys);
    this.freshness = new Freshness(clock);
    makeAutoObservable<this, 'cashier' | 'session' | 'logger' | 'attempt' | 'freshness' | 'loads'>(
      this,
      { cashier: false, session: false, logger: false, attempt: false, freshness: false, loads: false, form: false },
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

  get boundsText(): { readonly min: string; readonly max: string } | null {
    const bounds = this.method?.bounds;
    return bounds ? { min: formatAmount(bounds.min, this.currency), max: formatAmount(bounds.max, this.currency) } : null;
  }

  /** What the player typed, read once as money of their currency; the field keeps the text as typed. */
  get typedAmount(): Result<ExactMoney, AmountError> {
    return readPaymentAmount(this.form.amount, this.currency);
  }

  /** The amount rule over the typed amount and the method's bounds; when it passes, its value is what is sent. */
  get amountCheck(): PaymentAmountCheck {
    return checkPaymentAmount(this.typedAmount, this.method?.bounds ?? null);
  }

  private get overWithdrawable(): boolean {
    const typed = this.typedAmount;
    return this.settings !== null && typed.ok && amountExceeds(typed.value, this.settings.withdrawable);
  }

  get amountMessage(): FieldMessage | undefined {
    const own = this.form.amountMessage(this.amountCheck);
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
      this.freshness.mark();
      if (this.methodSysname === null) this.methodSysname = result.value.methods[0]?.sysname ?? null;
    });
  }

  selectMethod(sysname: string): void {
    this.methodSysname = sysname;
    this.error = null;
  }

  /** Another withdrawal after one was requested: the form starts over. */
  again(): void {
    this.done = null;
    this.form.setAmount('');
    void this.load();
  }

  async submit(): Promise<boolean> {
    if (this.status !== 'ready' || this.submitting || this.done) return false;
    if (this.freshness.isStale(cashierIdleMs(this.session.general))) {
      this.submitting = true;
      await this.load();
      runInAction(() => (this.submitting = false));
    }
    const method = this.method;
    if (this.status !== 'ready' || !method) return false;
    this.form.showErrors({});
    this.error = null;
    const amount = this.amountCheck;
    if (!amount.ok || !this.form.detailsValid(method) || this.overWithdrawable) return false;
    const request = { methodId: method.id, method: method.sysname, amount: amount.value, requisites: this.form.requisitesFor(method) };
    const idempotencyKey = this.attempt.for(request);
    this.submitting = true;
    const result = await this.cashier.makeWithdrawal({ ...request, idempotencyKey }, this.loads.begin('send'));
    return runInAction(() => {
      this.submitting = false;
      if (result.ok) {
        this.attempt.settle();
        this.done = result.value;
        void this.session.refreshBalance();
        return true;
      }
      if (!isUnsettled(result.error)) this.attempt.settle();
      this.error = moneyError(result.error, this.currency);
      this.form.showErrors(this.error.fields);
      return false;
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
