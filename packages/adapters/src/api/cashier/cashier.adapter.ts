import { toDecimalNumber } from '@casino/domain/money';
import { CashierPort, type DepositRequest, type PaymentKind, type PaymentRequest } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from '../api-client.ts';
import { toDepositInfo, toHistoryItem, toMethod } from './cashier-mapping.ts';

// The contract carries the amount as a decimal number in the player's currency; the form read it exactly, and a
// typed amount converts to a number without losing a digit.
const paymentBody = (request: PaymentRequest) => ({
  methodId: request.methodId,
  method: request.method,
  amount: toDecimalNumber(request.amount),
  requisites: request.requisites,
  idempotency_key: request.idempotencyKey,
});

/** CashierPort over `/api/cashier.*` and the wallet's `/api/account.*` calls. */
@injectable()
export class ApiCashier implements CashierPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getDepositSettings(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/cashier.getdepositsettings', { signal })), (data) => ({
      currency: data.currency,
      methods: data.methods.map((m) => toMethod(m, data.currency)),
      presets: data.amount_presets,
    }));
  }

  async getWithdrawSettings(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/cashier.getwithdrawsettings', { signal })), (data) => ({
      currency: data.currency,
      methods: data.methods.map((m) => toMethod(m, data.currency)),
      withdrawable: data.withdrawable,
    }));
  }

  async getBanks(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/cashier.getbanks', { signal })), (data) => data.map((b) => ({ id: b.id, name: b.name, code: b.code })));
  }

  async makeDeposit(request: DepositRequest, signal?: AbortSignal) {
    const body = { ...paymentBody(request), campaign_offer_id: request.campaignOfferId };
    return toResult(await settle(this.api.POST('/api/cashier.makedeposit', { body, signal })), (data) => ({
      id: data.id,
      transaction: data.transaction,
      status: data.status,
      amount: data.amount,
      redirectUrl: data.redirect_url,
    }));
  }

  async getDepositInfo(id: number, signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/cashier.getdepositinfo', { params: { query: { id } }, signal })), toDepositInfo);
  }

  async makeWithdrawal(request: PaymentRequest, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/cashier.makewithdrawal', { body: paymentBody(request), signal })), (data) => ({
      id: data.id,
      transaction: data.transaction,
      status: data.status,
      amount: data.amount,
    }));
  }

  async cancelWithdrawal(id: number, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/cashier.cancelwithdrawal', { body: { id }, signal })), () => true as const);
  }

  async getHistory(query: { readonly type: PaymentKind | 'all'; readonly offset: number; readonly count: number }, signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/cashier.gethistory', { params: { query: { ...query } }, signal })), (data) => ({
      items: data.items.map(toHistoryItem),
      count: data.count,
    }));
  }

  async getDepositLimit(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/account.getDepositLimit', { signal })), (data) => ({
      available: data.available_amount,
      limit: data.limit_amount,
      period: data.period,
      currency: data.currency,
    }));
  }

  async getCurrencyRates(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/account.getcurrencyrates', { signal })), (data) => ({ base: data.base, rates: data.rates }));
  }

  async setCurrency(currency: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/account.setCurrency', { body: { currency }, signal })), () => true as const);
  }
}
