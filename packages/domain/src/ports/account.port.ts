import type { Result } from '../shared/result';

/** Money as the backend sends it in account info (decimal amount, currency code). */
export interface MoneyValue {
  readonly amount: number;
  readonly currency: string;
}

/** Account info. `uid > 0` means authenticated; a guest has uid 0. */
export interface PlayerAccount {
  readonly uid: number;
  readonly login: string;
  readonly fakename: string | null;
  readonly regTime: number | null;
  readonly locale: string | null;
  readonly countryCode: string | null;
  readonly isSubscribed: boolean;
  readonly isVerified: boolean;
  readonly isOnVerification: boolean;
  readonly isKycBlockEnabled: boolean;
  readonly isRegistrationCompleted: boolean;
  readonly twoFactorAuth: boolean;
  readonly balances: PlayerBalances;
}

export interface PlayerBalances {
  readonly main: MoneyValue;
  readonly bonus: MoneyValue;
  readonly bettingBonus: MoneyValue;
  readonly fun: MoneyValue;
}

/** General info: the fields the shell uses; the rest stays in `raw`. */
export interface SiteGeneralInfo {
  readonly timeToForceLogout: number;
  readonly availableLocales: readonly string[];
  readonly availableCurrencies: readonly string[];
  readonly defaultCurrency: string;
  readonly raw: Readonly<Record<string, unknown>>;
}

/**
 * A failed call, as the app sees it: the catalogue type or a transport failure,
 * the HTTP status (0 when no answer arrived), the message, field errors and error data.
 */
export interface ApiFailure {
  readonly type: string;
  readonly status: number;
  readonly message: string;
  readonly fieldErrors: Readonly<Record<string, readonly { code: string; message: string }[]>>;
  readonly errorData: Readonly<Record<string, unknown>>;
}

export type ApiResult<T> = Result<T, ApiFailure>;

/** A contact of the profile: an e-mail, or a phone as digits with the dial code. */
export interface AccountContact {
  readonly type: 'email' | 'phone';
  readonly contact: string;
  readonly isConfirmed: boolean;
  readonly isSubscribed: boolean;
}

/** The account calls the shell needs. */
export interface AccountPort {
  getInfo(signal?: AbortSignal): Promise<ApiResult<PlayerAccount>>;
  getBalance(signal?: AbortSignal): Promise<ApiResult<PlayerBalances>>;
  getGeneralInfo(signal?: AbortSignal): Promise<ApiResult<SiteGeneralInfo>>;
  changeLocale(locale: string, signal?: AbortSignal): Promise<ApiResult<true>>;
  logout(signal?: AbortSignal): Promise<ApiResult<true>>;
  /** The profile's contacts (`account.getprofileinfo` with fields=contacts), for the confirm-contacts hint. */
  getContacts(signal?: AbortSignal): Promise<ApiResult<readonly AccountContact[]>>;
  /** Whether the player has a successful deposit (one item of `cashier.gethistory`), for the registration hint. */
  hasDeposit(signal?: AbortSignal): Promise<ApiResult<boolean>>;
}
export const AccountPort = Symbol.for('AccountPort');
