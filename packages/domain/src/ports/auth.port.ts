import type { TwoFactorState } from '../auth/two-factor';
import type { PhoneCountry } from '../format/phone';
import type { FormFieldDefinition } from '../registration/types';
import type { PlayerAccount, ApiResult } from './account.port';

/** What a sign-in call led to: signed in, or the two-factor code step. */
export type SignInOutcome =
  | { readonly kind: 'signedIn'; readonly account: PlayerAccount }
  | { readonly kind: 'twoFactor'; readonly state: TwoFactorState };

/** Restore step 1 answer: a code was sent (whether or not the account exists), resend allowed after N s. */
export interface RestoreCodeSent {
  readonly resendTime: number;
}

/**
 * Registration body, keyed by the contract's field names (`email`, `phone`, `password`, `currency`,
 * `promo_code`, `notify`, `is_betting`, …). Empty values are left out by the caller (domain `registration/payload`).
 */
export type RegistrationBody = Readonly<Record<string, string>>;

/**
 * Messaging-app (Telegram mini-app) init data, exactly as Telegram signed it: every field plus `hash`.
 * The backend checks the HMAC; the front end only forwards it (never trusts unsigned data itself).
 */
export type TelegramInitData = Readonly<Record<string, string>>;

/** Sign-in, restore and registration calls (`auth.*`). */
export interface AuthPort {
  /** `auth.login`; with `code` in the two-factor step. ALREADY_ENABLED becomes `twoFactor`. */
  signIn(request: { readonly login: string; readonly password: string; readonly code?: string }, signal?: AbortSignal): Promise<ApiResult<SignInOutcome>>;
  /** `auth.restore` step 1: send a code to the account's e-mail or phone. */
  requestRestoreCode(login: string, signal?: AbortSignal): Promise<ApiResult<RestoreCodeSent>>;
  /** `auth.restore` step 2: set the new password with the code. */
  resetPassword(request: { readonly login: string; readonly code: string; readonly password: string }, signal?: AbortSignal): Promise<ApiResult<true>>;
  /** `auth.register` with the form (also completes an incomplete social registration when signed in). */
  register(body: RegistrationBody, signal?: AbortSignal): Promise<ApiResult<PlayerAccount>>;
  /** `auth.register` with `is_tg` 1 and the signed init data. */
  registerWithTelegram(initData: TelegramInitData, signal?: AbortSignal): Promise<ApiResult<PlayerAccount>>;
}
export const AuthPort = Symbol.for('AuthPort');

/** Dial codes and masks for the phone input (`account.getContactPhoneSettings`). */
export interface PhoneSettings {
  readonly defaultCountryCode: string;
  readonly countries: readonly (PhoneCountry & { readonly name: string })[];
}

/** The data the registration form reads (`account.getPersonalDataFields`, phone settings, promo codes). */
export interface RegistrationDataPort {
  /** Field definitions in form order; per country (BR adds the CPF document). */
  getPersonalDataFields(country?: string, signal?: AbortSignal): Promise<ApiResult<readonly FormFieldDefinition[]>>;
  getPhoneSettings(signal?: AbortSignal): Promise<ApiResult<PhoneSettings>>;
  /** `campaigns.checkPromocode`: true when the code can be used, false when unknown, expired or used up. */
  checkPromoCode(code: string, signal?: AbortSignal): Promise<ApiResult<boolean>>;
  /** `campaigns.activateOffer` with the promo code, after registration (signed-in players only). */
  activatePromoCode(code: string, signal?: AbortSignal): Promise<ApiResult<true>>;
}
export const RegistrationDataPort = Symbol.for('RegistrationDataPort');
