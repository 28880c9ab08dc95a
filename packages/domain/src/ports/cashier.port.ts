import type { ApiResult, MoneyValue } from './account.port';
import type { DepositPreset } from '../cashier/deposit';
import type { DepositAnswer } from '../cashier/payment-step';
import type { ExactMoney } from '../money/money';
import type { PaymentDetailField } from '../cashier/requisites';

// the fields' shape belongs to the cashier rules that check them; the port names them for its callers
export type { PaymentDetailField, RequisiteValidator } from '../cashier/requisites';

/** Where a deposit or a withdrawal stands: waiting, credited/paid out, declined, or cancelled. */
export type PaymentStatus = 'pending' | 'success' | 'failed' | 'cancelled';
export type PaymentKind = 'deposit' | 'withdrawal';

/** A deposit or withdrawal method, with its bounds in the player's currency (null when it has none). */
export interface CashierMethod {
  readonly id: number;
  readonly sysname: string;
  readonly name: string;
  readonly logo: string;
  readonly bounds: { readonly min: number; readonly max: number } | null;
  readonly fields: readonly PaymentDetailField[];
  readonly popular: boolean;
  readonly redirect: boolean;
  readonly openInNewWindow: boolean;
  readonly requiresVerification: boolean;
  readonly hasReceipt: boolean;
}

export interface DepositFormSettings {
  readonly currency: string;
  readonly methods: readonly CashierMethod[];
  readonly presets: readonly DepositPreset[];
}

export interface WithdrawalFormSettings {
  readonly currency: string;
  readonly methods: readonly CashierMethod[];
  readonly withdrawable: MoneyValue;
}

/**
 * A deposit or withdrawal to send. `idempotencyKey` is made once per attempt and reused by every retry of it, so
 * the backend charges (or reserves) the money once however often the request arrives.
 */
export interface PaymentRequest {
  readonly methodId: number;
  readonly method: string;
  /**
   * The amount, read once from what the player typed as exact money of their currency (the form keeps the text);
   * the adapter writes it in the contract's format.
   */
  readonly amount: ExactMoney;
  readonly requisites: Readonly<Record<string, string>>;
  readonly idempotencyKey: string;
}

export interface DepositRequest extends PaymentRequest {
  /** -1 for no campaign offer. */
  readonly campaignOfferId: number;
}

/** What a deposit became: credited now, waiting for the payment system, or continuing on a payment page. */
export interface DepositOutcome extends DepositAnswer {
  readonly id: number;
  readonly amount: MoneyValue;
}

export interface WithdrawalOutcome {
  readonly id: number;
  readonly transaction: string;
  readonly status: PaymentStatus;
  readonly amount: MoneyValue;
}

/** One deposit as the result pages and the receipt show it. */
export interface DepositReceipt {
  readonly id: number;
  readonly transaction: string;
  readonly method: string;
  readonly status: PaymentStatus;
  readonly amount: MoneyValue;
  readonly createdAt: string;
  readonly requisites: Readonly<Record<string, string>>;
}

export interface PaymentRecord {
  readonly id: number;
  readonly transaction: string;
  readonly type: PaymentKind;
  readonly method: string;
  readonly methodName: string;
  readonly amount: MoneyValue;
  readonly status: PaymentStatus;
  readonly createdAt: string;
  readonly canCancel: boolean;
}

export interface PaymentRecordPage {
  readonly items: readonly PaymentRecord[];
  readonly count: number;
}

export interface PaymentBank {
  readonly id: number;
  readonly name: string;
  readonly code: string;
}

/** The responsible-gaming deposit limit; `available` is null when no limit is set. */
export interface DepositLimitStatus {
  readonly available: number | null;
  readonly limit: number | null;
  readonly period: 'none' | 1 | 7 | 14 | 30;
  readonly currency: string;
}

export interface ExchangeRates {
  readonly base: string;
  readonly rates: Readonly<Record<string, number>>;
}

/** The cashier calls: deposit and withdrawal settings, payments, their history, and the wallet's account calls. */
export interface CashierPort {
  getDepositSettings(signal?: AbortSignal): Promise<ApiResult<DepositFormSettings>>;
  getWithdrawSettings(signal?: AbortSignal): Promise<ApiResult<WithdrawalFormSettings>>;
  getBanks(signal?: AbortSignal): Promise<ApiResult<readonly PaymentBank[]>>;
  makeDeposit(request: DepositRequest, signal?: AbortSignal): Promise<ApiResult<DepositOutcome>>;
  getDepositInfo(id: number, signal?: AbortSignal): Promise<ApiResult<DepositReceipt>>;
  makeWithdrawal(request: PaymentRequest, signal?: AbortSignal): Promise<ApiResult<WithdrawalOutcome>>;
  cancelWithdrawal(id: number, signal?: AbortSignal): Promise<ApiResult<true>>;
  getHistory(query: { readonly type: PaymentKind | 'all'; readonly offset: number; readonly count: number }, signal?: AbortSignal): Promise<ApiResult<PaymentRecordPage>>;
  getDepositLimit(signal?: AbortSignal): Promise<ApiResult<DepositLimitStatus>>;
  getCurrencyRates(signal?: AbortSignal): Promise<ApiResult<ExchangeRates>>;
  setCurrency(currency: string, signal?: AbortSignal): Promise<ApiResult<true>>;
}
export const CashierPort = Symbol.for('CashierPort');
