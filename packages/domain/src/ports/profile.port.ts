import type { ApiResult } from './account.port';

export type ContactType = 'email' | 'phone';

/** A contact as the profile screens show it; a phone carries the ISO code of its dial code. */
export interface ProfileContact {
  readonly type: ContactType;
  readonly contact: string;
  readonly isConfirmed: boolean;
  readonly isSubscribed: boolean;
  readonly phoneCountryCode: string | null;
}

/** The personal data fields the profile form edits, by the backend's field names. */
export const PROFILE_VALUE_NAMES = [
  'first_name', 'middle_name', 'last_name', 'birth_date', 'sex', 'country_code', 'region', 'home_town', 'address', 'postcode',
  'document_type', 'document_number',
] as const;
export type ProfileValueName = (typeof PROFILE_VALUE_NAMES)[number];

/**
 * The player's profile: personal data as text (empty when unset; `birth_date` as YYYY-MM-DD, `sex` '0'|'1'|'2'),
 * and the contacts.
 */
export interface PlayerProfile {
  readonly values: Readonly<Record<ProfileValueName, string>>;
  readonly contacts: readonly ProfileContact[];
}

export interface ChangePasswordInput {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly repeat: string;
}

/**
 * The player's own profile calls: personal data, nickname, currency, contacts and their confirmation, password,
 * two-factor switch, subscriptions. Each mutation answers `true` when the backend accepted it.
 */
export interface ProfilePort {
  getProfile(signal?: AbortSignal): Promise<ApiResult<PlayerProfile>>;
  /** Sends only the given fields; an empty value clears that field. */
  saveProfile(values: Readonly<Partial<Record<ProfileValueName, string>>>, signal?: AbortSignal): Promise<ApiResult<true>>;
  changeFakename(fakename: string, signal?: AbortSignal): Promise<ApiResult<true>>;
  setCurrency(currency: string, signal?: AbortSignal): Promise<ApiResult<true>>;
  /** Sets (or replaces) the contact of a type; it starts unconfirmed. A phone is digits with its dial code. */
  addContact(type: ContactType, contact: string, phoneCountryCode?: string, signal?: AbortSignal): Promise<ApiResult<true>>;
  sendConfirmation(type: ContactType, signal?: AbortSignal): Promise<ApiResult<true>>;
  confirmContact(type: ContactType, code: string, signal?: AbortSignal): Promise<ApiResult<true>>;
  changePassword(input: ChangePasswordInput, signal?: AbortSignal): Promise<ApiResult<true>>;
  /** Asks for a code (sent to the login contact) that `confirmTwoFactor` then uses to apply the switch. */
  changeTwoFactor(enable: boolean, signal?: AbortSignal): Promise<ApiResult<true>>;
  confirmTwoFactor(code: string, signal?: AbortSignal): Promise<ApiResult<true>>;
  /** Subscribes or unsubscribes one contact, or (without a type) the whole account. */
  changeSubscription(subscribed: boolean, type?: ContactType, signal?: AbortSignal): Promise<ApiResult<true>>;
  /** Unsubscribes the account named by an e-mail link's hash (or the signed-in player without one). */
  unsubscribe(hash?: string, signal?: AbortSignal): Promise<ApiResult<true>>;
}
export const ProfilePort = Symbol.for('ProfilePort');
