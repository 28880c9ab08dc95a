import { ok } from '@casino/domain/shared';
import {
  PROFILE_VALUE_NAMES, type ApiFailure, type ApiResult, type ChangePasswordInput, type ContactType,
  type PlayerProfile, type ProfileContact, type ProfilePort, type ProfileValueName,
} from '@casino/domain/ports';
import { RecordingFake } from './recording-fake.ts';

/** A profile with every value empty unless given. */
export function playerProfile(values: Partial<Record<ProfileValueName, string>> = {}, contacts: readonly ProfileContact[] = []): PlayerProfile {
  const empty = Object.fromEntries(PROFILE_VALUE_NAMES.map((n) => [n, ''])) as Record<ProfileValueName, string>;
  return { values: { ...empty, ...values }, contacts };
}

export const profileContact = (type: ContactType, contact: string, overrides: Partial<ProfileContact> = {}): ProfileContact => ({
  type, contact, isConfirmed: false, isSubscribed: true, phoneCountryCode: type === 'phone' ? 'GB' : null, ...overrides,
});

/** A failure with field errors, as the backend's InvalidParameterException carries them. */
export const fieldFailure = (fields: Record<string, string>, code = 'invalid'): ApiFailure => ({
  type: 'InvalidParameterException',
  status: 400,
  message: 'Invalid parameters',
  fieldErrors: Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, [{ code, message }]])),
  errorData: {},
});

type Method = keyof ProfilePort;

/**
 * A ProfilePort whose answers tests set per method (`results.saveProfile = err(...)`); every call is recorded with
 * its arguments, and `gate` holds answers back to observe pending states and double submits.
 */
export class FakeProfilePort extends RecordingFake<Method, readonly unknown[]> implements ProfilePort {
  profile: ApiResult<PlayerProfile> = ok(playerProfile());
  readonly results: Partial<Record<Exclude<Method, 'getProfile'>, ApiResult<true>>> = {};
  private done(method: Exclude<Method, 'getProfile'>, args: readonly unknown[]) {
    return this.answer(method, args, () => this.results[method] ?? ok(true as const));
  }

  getProfile() {
    return this.answer('getProfile', [], () => this.profile);
  }
  saveProfile(values: Readonly<Partial<Record<ProfileValueName, string>>>) {
    return this.done('saveProfile', [values]);
  }
  changeFakename(fakename: string) {
    return this.done('changeFakename', [fakename]);
  }
  setCurrency(currency: string) {
    return this.done('setCurrency', [currency]);
  }
  addContact(type: ContactType, contact: string, phoneCountryCode?: string) {
    return this.done('addContact', [type, contact, phoneCountryCode]);
  }
  sendConfirmation(type: ContactType) {
    return this.done('sendConfirmation', [type]);
  }
  confirmContact(type: ContactType, code: string) {
    return this.done('confirmContact', [type, code]);
  }
  changePassword(input: ChangePasswordInput) {
    return this.done('changePassword', [input]);
  }
  changeTwoFactor(enable: boolean) {
    return this.done('changeTwoFactor', [enable]);
  }
  confirmTwoFactor(code: string) {
    return this.done('confirmTwoFactor', [code]);
  }
  changeSubscription(subscribed: boolean, type?: ContactType) {
    return this.done('changeSubscription', [subscribed, type]);
  }
  unsubscribe(hash?: string) {
    return this.done('unsubscribe', [hash]);
  }
}
