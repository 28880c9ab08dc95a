import { ok } from '@casino/domain/shared';
import type {
  ApiResult, PaymentBank, CashierPort, ExchangeRates, DepositReceipt, DepositLimitStatus, DepositOutcome, DepositRequest,
  DepositFormSettings, PaymentRecord, PaymentRecordPage, PaymentKind, CashierMethod, PaymentRequest, WithdrawalOutcome,
  WithdrawalFormSettings,
} from '@casino/domain/ports';
import { RecordingFake } from './recording-fake.ts';

/** A card method like the sandbox's: card number (saved cards and `new`) and holder, bounds 10–5000. */
export function paymentMethod(overrides: Partial<CashierMethod> = {}): CashierMethod {
  return {
    id: 1, sysname: 'visa_mc', name: 'Visa / Mastercard', logo: '/static/payments/visa_mc.svg', bounds: { min: 10, max: 5000 },
    fields: [
      { name: 'card_number', type: 'card', label: 'Card number', placeholder: null, mask: '#### #### #### ####', required: true, validators: [{ type: 'required' }, { type: 'cardNumber' }], options: [] },
      { name: 'card_holder', type: 'text', label: 'Card holder', placeholder: null, mask: null, required: true, validators: [{ type: 'required' }, { type: 'cardHolder' }], options: [] },
    ],
    popular: true, redirect: false, openInNewWindow: false, requiresVerification: false, hasReceipt: false, ...overrides,
  };
}

export function historyItem(id: number, overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id, transaction: String(id), type: 'deposit', method: 'visa_mc', methodName: 'Visa / Mastercard', amount: { amount: 10, currency: 'EUR' },
    status: 'success', createdAt: '2026-01-01T10:00:00.000Z', canCancel: false, ...overrides,
  };
}

export function depositInfo(overrides: Partial<DepositReceipt> = {}): DepositReceipt {
  return { id: 5, transaction: '5', method: 'visa_mc', status: 'success', amount: { amount: 50, currency: 'EUR' }, createdAt: '2026-01-01T10:00:00.000Z', requisites: {}, ...overrides };
}

/**
 * A CashierPort whose answers tests set. Every call is recorded with its arguments; `gate` holds answers back to
 * observe pending states and double submits; `depositInfos` answers polls in turn (the last one repeats).
 */
export class FakeCashierPort extends RecordingFake implements CashierPort {
  depositSettings: ApiResult<DepositFormSettings> = ok({ currency: 'EUR', methods: [paymentMethod()], presets: [{ currency: 'EUR', amount: [{ value: 20 }, { value: 50 }] }] });
  withdrawSettings: ApiResult<WithdrawalFormSettings> = ok({ currency: 'EUR', methods: [paymentMethod({ id: 11 })], withdrawable: { amount: 100, currency: 'EUR' } });
  banks: ApiResult<readonly PaymentBank[]> = ok([{ id: 1, name: 'Tulip Bank', code: 'TULPNL2A' }]);
  depositResults: ApiResult<DepositOutcome>[] = [ok({ id: 5, transaction: '5', status: 'success', amount: { amount: 50, currency: 'EUR' }, redirectUrl: null })];
  depositInfos: ApiResult<DepositReceipt>[] = [ok(depositInfo())];
  withdrawalResult: ApiResult<WithdrawalOutcome> = ok({ id: 9, transaction: '9', status: 'pending', amount: { amount: 30, currency: 'EUR' } });
  cancelResult: ApiResult<true> = ok(true);
  history: Partial<Record<PaymentKind | 'all', ApiResult<PaymentRecordPage>>> = {};
  depositLimit: ApiResult<DepositLimitStatus> = ok({ available: null, limit: null, period: 'none', currency: 'EUR' });
  rates: ApiResult<ExchangeRates> = ok({ base: 'EUR', rates: { EUR: 1, USD: 1.1 } });
  setCurrencyResult: ApiResult<true> = ok(true);
  private next<T>(queue: T[]): T {
    const value = queue.length > 1 ? queue.shift() : queue[0];
    if (value === undefined) throw new Error('FakeCashierPort: no answer queued');
    return value;
  }
  getDepositSettings() { return this.answer('getDepositSettings', undefined, () => this.depositSettings); }
  getWithdrawSettings() { return this.answer('getWithdrawSettings', undefined, () => this.withdrawSettings); }
  getBanks() { return this.answer('getBanks', undefined, () => this.banks); }
  makeDeposit(request: DepositRequest) { return this.answer('makeDeposit', request, () => this.next(this.depositResults)); }
  getDepositInfo(id: number) { return this.answer('getDepositInfo', id, () => this.next(this.depositInfos)); }
  makeWithdrawal(request: PaymentRequest) { return this.answer('makeWithdrawal', request, () => this.withdrawalResult); }
  cancelWithdrawal(id: number) { return this.answer('cancelWithdrawal', id, () => this.cancelResult); }
  getHistory(query: { readonly type: PaymentKind | 'all'; readonly offset: number; readonly count: number }) {
    return this.answer('getHistory', query, () => this.history[query.type] ?? ok({ items: [], count: 0 }));
  }
  getDepositLimit() { return this.answer('getDepositLimit', undefined, () => this.depositLimit); }
  getCurrencyRates() { return this.answer('getCurrencyRates', undefined, () => this.rates); }
  setCurrency(currency: string) { return this.answer('setCurrency', currency, () => this.setCurrencyResult); }
}
