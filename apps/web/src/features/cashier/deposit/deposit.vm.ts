import { NO_CAMPAIGN_OFFER, amountExceeds, depositPresetsFor, paymentStep, resultPath, type PaymentStep } from '@casino/domain/cashier';
import { formatAmount } from '@casino/domain/format';
import { formatMoney, type ExactMoney } from '@casino/domain/money';
import {
  CashierPort, ClockPort, LoggerPort, type PaymentBank, type DepositLimitStatus, type DepositOutcome, type DepositFormSettings,
  type CashierMethod,
} from '@casino/domain/ports';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { IdempotencyKeySource } from '../../../shared/services/attempt-key.ts';
import { readCashierSettings, type CashierSettings } from '../shared/cashier-settings.ts';
import type { FieldMessage } from '../../../shared/forms/field-message.ts';
import { depositLimitError, moneyError } from '../shared/money-errors.ts';
import { PaymentForm } from '../shared/payment-form.ts';
import { PaymentSending } from '../shared/payment-sending.ts';
import { Loads } from '../../../shared/view-model/loads.ts';

/** What sending a deposit led to: the next payment step, or nothing (the form shows why). */
export type DepositSendOutcome = PaymentStep | { readonly kind: 'none' };
/** `review`: the form is valid and the confirmation step (billing) comes before sending. */
export type DepositSubmitOutcome = DepositSendOutcome | { readonly kind: 'review' };

const NONE = { kind: 'none' } as const;
const REVIEW: DepositSubmitOutcome = { kind: 'review' };

/** What the confirmation step shows before the deposit is sent. */
export interface DepositSummary {
  readonly method: CashierMethod;
  readonly amount: string;
  readonly offer: string | null;
}

/**
 * The deposit screen: methods from the deposit settings, the amount with its presets and bounds, the chosen method's
 * details, the deposit limit's available amount, and the one submit that sends the money once.
 */
@injectable()
export class DepositViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  settings: DepositFormSettings | null = null;
  limit: DepositLimitStatus | null = null;
  banks: readonly PaymentBank[] = [];
  banksFailed = false;
  methodSysname: string | null = null;
  campaignOfferId = NO_CAMPAIGN_OFFER;
  campaignOfferTitle: string | null = null;
  /** Valid and waiting on the confirmation step (only with the `confirmStep` setting). */
  reviewing = false;
  private requestedSysname: string | undefined;
  /** The deposit this form made; the form takes no second submit (a held Enter keeps firing after the answer). */
  sent: DepositOutcome | null = null;
  readonly form = new PaymentForm(this);
  /** The submit on its way (`submitting`), sent once under its attempt's key. */
  readonly sending: PaymentSending;
  private readonly loads = new Loads();

  constructor(
    @inject(CashierPort) private readonly cashier: CashierPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(IdempotencyKeySource) keys: IdempotencyKeySource,
    @inject(ClockPort) clock: ClockPort,
    @inject(PromotionStore) private readonly promotion: PromotionStore,
  ) {
    this.sending = new PaymentSending(keys, clock);
    makeAutoObservable<this, 'cashier' | 'session' | 'content' | 'logger' | 'loads' | 'promotion'>(
      this,
      { cashier: false, session: false, content: false, logger: false, loads: false, form: false, sending: false, promotion: false },
      { autoBind: true },
    );
  }

  get config(): CashierSettings {
    return readCashierSettings(this.content.config.sections);
  }

  get currency(): string {
    return this.settings?.currency ?? this.session.balances?.main.currency ?? 'EUR';
  }

  get methods(): readonly CashierMethod[] {
    return this.settings?.methods ?? [];
  }

  /** Popular methods first, then the rest: the two groups the picker shows. */
  get groups(): { readonly popular: readonly CashierMethod[]; readonly other: readonly CashierMethod[] } {
    return { popular: this.methods.filter((m) => m.popular), other: this.methods.filter((m) => !m.popular) };
  }

  get method(): CashierMethod | null {
    return this.methods.find((m) => m.sysname === this.methodSysname) ?? null;
  }

  /** Presets of the player's currency: the content configuration's, else the ones the deposit settings carry. */
  get presets(): readonly string[] {
    const configured = depositPresetsFor(this.config.presets, this.currency);
    return configured.length ? configured : depositPresetsFor(this.settings?.presets ?? [], this.currency);
  }

  /** What can still be deposited under the player's limit in this period, or null without a limit. */
  get available(): number | null {
    return this.limit && this.limit.period !== 'none' ? this.limit.available : null;
  }

  get availableText(): string | null {
    return this.available === null ? null : formatAmount(this.available, this.limit?.currency ?? this.currency);
  }

  /** The typed amount once it reads as a positive amount, bounds aside: what the limit and the offers weigh. */
  get amountValue(): ExactMoney | null {
    const typed = this.form.typedAmount;
    return typed.ok && typed.value.minor > 0 ? typed.value : null;
  }

  private get overLimit(): boolean {
    const amount = this.amountValue;
    return this.available !== null && amount !== null && amountExceeds(amount, { amount: this.available, currency: this.limit?.currency ?? this.currency });
  }

  get amountMessage(): FieldMessage | undefined {
    const own = this.form.amountMessage;
    if (own) return own;
    if (this.overLimit && this.availableText) return { message: msg`Your deposit limit leaves {available} for this period`, values: { available: this.availableText } };
    return undefined;
  }

  get canSubmit(): boolean {
    return this.status === 'ready' && !this.sending.submitting && this.sent === null && this.method !== null;
  }

  /** Loads methods and the limit; `sysname` (the SEO path's method) is remembered for a retry. */
  async load(sysname?: string): Promise<void> {
    if (sysname !== undefined) this.requestedSysname = sysname;
    // a re-read under a filled form keeps it on screen
    if (this.status !== 'ready') this.status = 'loading';
    const signal = this.loads.begin('settings');
    const [settings, limit] = await Promise.all([this.cashier.getDepositSettings(signal), this.cashier.getDepositLimit(signal)]);
    runInAction(() => {
      if (signal.aborted) return;
      if (!settings.ok) {
        this.logger.warn('deposit settings failed', settings.error);
        this.status = 'failed';
        return;
      }
      this.settings = settings.value;
      // without the limit the deposit still works; the server refuses an amount above it with its own message
      if (limit.ok) this.limit = limit.value;
      else this.logger.warn('deposit limit failed', limit.error);
      const preselected = settings.value.methods.find((m) => m.sysname === this.requestedSysname) ?? settings.value.methods[0];
      this.status = 'ready';
      this.sending.markRead();
      if (preselected && this.methodSysname === null) this.selectMethod(preselected.sysname);
    });
  }

  selectMethod(sysname: string): void {
    this.methodSysname = sysname;
    this.form.clearError();
    if (this.method?.fields.some((f) => f.type === 'bank') && this.banks.length === 0) void this.loadBanks();
  }

  async loadBanks(): Promise<void> {
    this.banksFailed = false;
    const signal = this.loads.begin('banks');
    const result = await this.cashier.getBanks(signal);
    runInAction(() => {
      if (signal.aborted) return;
      if (result.ok) this.banks = result.value;
      else this.banksFailed = true;
    });
  }

  choosePreset(value: string): void {
    this.form.setAmount(value);
  }

  /** For the campaign offers the bonuses feature shows in the deposit form's slot; -1 is none. */
  setCampaignOffer(id: number, title?: string): void {
    this.campaignOfferId = id;
    this.campaignOfferTitle = id === NO_CAMPAIGN_OFFER ? null : (title ?? null);
  }

  get summary(): DepositSummary | null {
    const method = this.method;
    const amount = this.form.amountCheck;
    if (!method || !amount.ok) return null;
    return { method, amount: formatMoney(amount.value), offer: this.campaignOfferTitle };
  }

  /** Back from the confirmation step to the form, everything typed kept. */
  edit(): void {
    this.reviewing = false;
  }

  /**
   * Checks the form and sends the deposit once, or (with the confirmation step) stops at `review` and leaves the
   * sending to `confirm()`. A second call while one is on its way is ignored, a retry after a failure that leaves
   * the outcome open reuses the attempt's idempotency key, and nothing typed is cleared on failure.
   */
  async submit(): Promise<DepositSubmitOutcome> {
    if (!this.canSubmit) return NONE;
    if (this.sending.stale(this.session.general)) await this.sending.reread(this.load);
    const method = this.method;
    if (this.status !== 'ready' || !method) return NONE;
    const amount = this.form.validate(method);
    if (amount === null) return NONE;
    if (this.overLimit) {
      // the player has hit the deposit limit: no offers to spend more for a while (`PromotionStore`)
      this.promotion.limitReached();
      this.form.refuse(depositLimitError(this.available ?? undefined, this.limit?.currency ?? this.currency));
      return NONE;
    }
    if (this.config.confirmStep) {
      this.reviewing = true;
      return REVIEW;
    }
    return this.send(method, amount);
  }

  /** The confirmation step's "confirm": sends what the form holds (once, as `submit` does). */
  async confirm(): Promise<DepositSendOutcome> {
    const method = this.method;
    const amount = this.form.amountCheck;
    if (!this.reviewing || !this.canSubmit || !method || !amount.ok) return NONE;
    this.form.clearError();
    return this.send(method, amount.value);
  }

  private send(method: CashierMethod, amount: ExactMoney): Promise<DepositSendOutcome> {
    const request = {
      methodId: method.id,
      method: method.sysname,
      amount,
      requisites: this.form.requisitesFor(method),
      campaignOfferId: this.campaignOfferId,
    };
    return this.sending.send(request, (keyed) => this.cashier.makeDeposit(keyed, this.loads.begin('send')), (result) => {
      if (result.ok) {
        // the money went in (or is on its way): deposit campaigns leave this player alone for the session
        this.promotion.depositMade();
        this.sent = result.value;
        if (result.value.status === 'success') void this.session.refreshBalance();
        return paymentStep(result.value, method, this.config.paymentUrlDisplay);
      }
      if (result.error.type === 'BillingDepositLimitExceededException') this.promotion.limitReached();
      // a declined payment exists (as failed): its result page tells the story
      const declined = result.error.type === 'BillingTransactionDeclinedException' ? result.error.errorData.id : undefined;
      if (typeof declined === 'number') return { kind: 'route', to: resultPath('payfail', String(declined)) } as const;
      this.form.refuse(moneyError(result.error, this.currency));
      return NONE;
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
