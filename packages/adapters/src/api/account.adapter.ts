import type { Schema } from '@casino/sdk';
import {
  AccountPort, type AccountContact, type PlayerAccount, type PlayerBalances, type SiteGeneralInfo,
} from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

type BalancesDto = Pick<Schema<'AccountInfo'>, 'balance_main' | 'balance_bonus' | 'balance_betting_bonus' | 'balance_fun'>;

export const toBalances = (dto: BalancesDto): PlayerBalances => ({
  main: dto.balance_main,
  bonus: dto.balance_bonus,
  bettingBonus: dto.balance_betting_bonus,
  fun: dto.balance_fun,
});

export const toAccountInfo = (dto: Schema<'AccountInfo'>): PlayerAccount => ({
  uid: dto.uid,
  login: dto.login,
  fakename: dto.fakename ?? null,
  regTime: dto.reg_time ? Date.parse(dto.reg_time) : null,
  locale: dto.locale || null,
  countryCode: dto.country_code ?? null,
  isSubscribed: dto.is_subscribed,
  isVerified: dto.is_verified,
  isOnVerification: dto.is_on_verification,
  isKycBlockEnabled: dto.is_kyc_block_enabled,
  isRegistrationCompleted: dto.is_registration_completed,
  twoFactorAuth: dto.two_factor_auth,
  balances: toBalances(dto),
});

export const toGeneralInfo = (dto: Schema<'GeneralInfo'>): SiteGeneralInfo => ({
  timeToForceLogout: dto.time_to_force_logout,
  availableLocales: dto.available_locales,
  availableCurrencies: dto.available_currencies,
  defaultCurrency: dto.default_currency,
  raw: dto as unknown as Record<string, unknown>,
});

/** AccountPort over `/api/account.*`, `/api/auth.logout` and `/api/metadata.getgeneralinfo`. */
@injectable()
export class ApiAccount implements AccountPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getInfo(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/account.getInfo', { signal })), (data) => toAccountInfo(data));
  }

  async getBalance(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/account.getBalance', { signal })), (data) => toBalances(data));
  }

  async getGeneralInfo(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/metadata.getgeneralinfo', { signal })), (data) => toGeneralInfo(data));
  }

  async changeLocale(locale: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/account.changelocale', { body: { locale }, signal })), () => true as const);
  }

  async logout(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/auth.logout', { signal })), () => true as const);
  }

  async getContacts(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/account.getprofileinfo', { params: { query: { fields: ['contacts'] } }, signal })), (data) =>
      (data.contacts ?? []).map((c): AccountContact => ({ type: c.type, contact: c.contact, isConfirmed: c.is_confirmed, isSubscribed: c.is_subscribed })),
    );
  }

  async hasDeposit(signal?: AbortSignal) {
    const query = { type: 'deposit' as const, statuses: ['success' as const], count: 1 };
    return toResult(await settle(this.api.GET('/api/cashier.gethistory', { params: { query }, signal })), (data) => data.count > 0);
  }
}
