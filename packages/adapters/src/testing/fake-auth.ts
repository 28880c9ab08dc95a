import type { FormFieldDefinition } from '@casino/domain/registration';
import { ok } from '@casino/domain/shared';
import type {
  PlayerAccount, ApiResult, AuthPort, PhoneSettings, RegistrationBody, RegistrationDataPort, RestoreCodeSent,
  SignInOutcome, TelegramInitData,
} from '@casino/domain/ports';
import { accountInfo } from './fake-ports.ts';
import { RecordingFake } from './recording-fake.ts';

/** An AuthPort whose answers tests set; every call is recorded with its arguments. */
export class FakeAuthPort extends RecordingFake implements AuthPort {
  signInResult: ApiResult<SignInOutcome> = ok({ kind: 'signedIn', account: accountInfo({ uid: 7, login: 'demo@example.com' }) });
  restoreCodeResult: ApiResult<RestoreCodeSent> = ok({ resendTime: 60 });
  resetPasswordResult: ApiResult<true> = ok(true);
  registerResult: ApiResult<PlayerAccount> = ok(accountInfo({ uid: 8, login: 'new@example.com' }));
  telegramResult: ApiResult<PlayerAccount> = ok(accountInfo({ uid: 9, login: 'tg_1' }));
  signIn(request: { readonly login: string; readonly password: string; readonly code?: string }) {
    return this.answer('signIn', request, () => this.signInResult);
  }
  requestRestoreCode(login: string) {
    return this.answer('requestRestoreCode', login, () => this.restoreCodeResult);
  }
  resetPassword(request: { readonly login: string; readonly code: string; readonly password: string }) {
    return this.answer('resetPassword', request, () => this.resetPasswordResult);
  }
  register(body: RegistrationBody) {
    return this.answer('register', body, () => this.registerResult);
  }
  registerWithTelegram(initData: TelegramInitData) {
    return this.answer('registerWithTelegram', initData, () => this.telegramResult);
  }
}

export const phoneSettings = (): PhoneSettings => ({
  defaultCountryCode: 'GB',
  countries: [
    { country_code: 'GB', phone_code: '44', name: 'United Kingdom', mask: '#### ######' },
    { country_code: 'BR', phone_code: '55', name: 'Brazil', mask: ['## ####-####', '## #####-####'] },
    { country_code: 'US', phone_code: '1', name: 'United States', mask: '### ###-####' },
  ],
});

/** A RegistrationDataPort with per-country field lists and a set of valid promo codes. */
export class FakeRegistrationDataPort implements RegistrationDataPort {
  fields: Record<string, ApiResult<readonly FormFieldDefinition[]>> = {};
  defaultFields: ApiResult<readonly FormFieldDefinition[]> = ok([]);
  phones: ApiResult<PhoneSettings> = ok(phoneSettings());
  validPromoCodes = new Set(['WELCOME100']);
  promoFailure: ApiResult<boolean> | null = null;
  activateResult: ApiResult<true> = ok(true);
  readonly calls: string[] = [];
  async getPersonalDataFields(country?: string) {
    this.calls.push(`fields:${country ?? ''}`);
    return (country ? this.fields[country] : undefined) ?? this.defaultFields;
  }
  async getPhoneSettings() {
    this.calls.push('phones');
    return this.phones;
  }
  async checkPromoCode(code: string) {
    this.calls.push(`check:${code}`);
    return this.promoFailure ?? ok(this.validPromoCodes.has(code));
  }
  async activatePromoCode(code: string) {
    this.calls.push(`activate:${code}`);
    return this.activateResult;
  }
}
