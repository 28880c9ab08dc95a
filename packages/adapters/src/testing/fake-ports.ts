import { err, ok } from '@casino/domain/shared';
import {
  type PopupCampaign, type CampaignPopupsPort, type GameCategoriesPort, type LobbyCategory, type AccountContact,
  type PlayerAccount, type AccountPort, type ApiFailure, type ApiResult, type PlayerBalances, type SiteContentConfig,
  type ContentPort, type SiteGeneralInfo, type I18nPort, type LocaleList, defaultContentConfig,
} from '@casino/domain/ports';

export const failure = (type = 'InternalServerErrorException', status = 500, message = 'failed'): ApiFailure => ({ type, status, message, fieldErrors: {}, errorData: {} });

const money = (amount: number, currency = 'EUR') => ({ amount, currency });
export const balances = (main = 0, bonus = 0, bettingBonus = 0, currency = 'EUR'): PlayerBalances => ({ main: money(main, currency), bonus: money(bonus, currency), bettingBonus: money(bettingBonus, currency), fun: money(0, currency) });

export function accountInfo(overrides: Partial<PlayerAccount> = {}): PlayerAccount {
  return {
    uid: 0, login: '', fakename: null, regTime: null, locale: 'en', countryCode: null, isSubscribed: false, isVerified: false,
    isOnVerification: false, isKycBlockEnabled: false, isRegistrationCompleted: true, twoFactorAuth: false, balances: balances(), ...overrides,
  };
}

export const generalInfo = (overrides: Partial<SiteGeneralInfo> = {}): SiteGeneralInfo => ({
  timeToForceLogout: 1800, availableLocales: ['en', 'ru', 'pt', 'ar'], availableCurrencies: ['EUR', 'USD'], defaultCurrency: 'EUR', raw: {}, ...overrides,
});

/** An AccountPort whose answers tests set; every call is recorded. */
export class FakeAccountPort implements AccountPort {
  info: ApiResult<PlayerAccount> = ok(accountInfo());
  balance: ApiResult<PlayerBalances> = ok(balances());
  general: ApiResult<SiteGeneralInfo> = ok(generalInfo());
  changeLocaleResult: ApiResult<true> = ok(true);
  logoutResult: ApiResult<true> = ok(true);
  contacts: ApiResult<readonly AccountContact[]> = ok([]);
  deposit: ApiResult<boolean> = ok(false);
  readonly calls: string[] = [];
  async getInfo() {
    this.calls.push('getInfo');
    return this.info;
  }
  async getBalance() {
    this.calls.push('getBalance');
    return this.balance;
  }
  async getGeneralInfo() {
    this.calls.push('getGeneralInfo');
    return this.general;
  }
  async changeLocale(locale: string) {
    this.calls.push(`changeLocale:${locale}`);
    return this.changeLocaleResult;
  }
  async logout() {
    this.calls.push('logout');
    return this.logoutResult;
  }
  async getContacts() {
    this.calls.push('getContacts');
    return this.contacts;
  }
  async hasDeposit() {
    this.calls.push('hasDeposit');
    return this.deposit;
  }
}

export class FakeI18nPort implements I18nPort {
  locales: ApiResult<LocaleList> = ok({ defaultLocale: 'en', locales: [{ code: 'en', dir: 'ltr' }, { code: 'ru', dir: 'ltr' }, { code: 'pt', dir: 'ltr' }, { code: 'ar', dir: 'rtl' }] });
  messages: Record<string, ApiResult<Readonly<Record<string, string>>>> = {};
  async getLocales() {
    return this.locales;
  }
  async getMessages(locale: string) {
    return this.messages[locale] ?? ok({});
  }
}

export class FakeContentPort implements ContentPort {
  configs: Record<string, ApiResult<SiteContentConfig>> = {};
  readonly requested: string[] = [];
  async getConfig(locale: string) {
    this.requested.push(locale);
    return this.configs[locale] ?? ok(defaultContentConfig(locale));
  }
}

export { err, ok };

export class FakeGameCategoriesPort implements GameCategoriesPort {
  result: ApiResult<readonly LobbyCategory[]> = ok([{ id: 1, sysname: 'slots', name: 'Slots' }]);
  async getCategories() {
    return this.result;
  }
}

export const campaignPopup = (overrides: Partial<PopupCampaign> = {}): PopupCampaign => ({
  id: 1, sysname: 'welcome', title: 'Welcome', content: '<p>Hello</p>', image: null, buttons: [], priority: 1, audience: 'all', ...overrides,
});

export class FakeCampaignPopupsPort implements CampaignPopupsPort {
  popups: ApiResult<readonly PopupCampaign[]> = ok([campaignPopup()]);
  readonly requests: Array<string | undefined> = [];
  async get(sysname?: string) {
    this.requests.push(sysname);
    if (sysname && this.popups.ok) return ok(this.popups.value.filter((p) => p.sysname === sysname));
    return this.popups;
  }
}
