import type { Schema } from '@casino/sdk';
import {
  PROFILE_VALUE_NAMES, ProfilePort, type ChangePasswordInput, type ContactType, type PlayerProfile,
  type ProfileContact, type ProfileValueName,
} from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

const flag = (on: boolean) => (on ? ('1' as const) : ('0' as const));
const done = () => true as const;

/** The profile answer as flat text values; the CPF document becomes `document_type`/`document_number`. */
export function toPlayerProfile(dto: Schema<'Profile'>): PlayerProfile {
  const raw: Record<string, unknown> = { ...dto, country_code: dto.country_code ?? dto.country ?? '' };
  const values = Object.fromEntries(
    PROFILE_VALUE_NAMES.map((name) => [name, raw[name] === null || raw[name] === undefined ? '' : String(raw[name])]),
  ) as Record<ProfileValueName, string>;
  if (dto.document) {
    values.document_type = dto.document.type;
    values.document_number = dto.document.number;
  }
  if (values.sex === '0') values.sex = '';
  const contacts = (dto.contacts ?? []).map((c): ProfileContact => ({
    type: c.type,
    contact: c.contact,
    isConfirmed: c.is_confirmed,
    isSubscribed: c.is_subscribed,
    phoneCountryCode: 'phone_country_code' in c && c.phone_country_code ? c.phone_country_code : null,
  }));
  return { values, contacts };
}

/** ProfilePort over the player's `/api/account.*` profile, contact, password and subscription calls. */
@injectable()
export class ApiProfile implements ProfilePort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getProfile(signal?: AbortSignal) {
    const query = { fields: ['contacts' as const, 'document' as const] };
    return toResult(await settle(this.api.GET('/api/account.getprofileinfo', { params: { query }, signal })), toPlayerProfile);
  }

  async saveProfile(values: Readonly<Partial<Record<ProfileValueName, string>>>, signal?: AbortSignal) {
    const { sex, ...rest } = values;
    const body = { ...rest, ...(sex !== undefined ? { sex: (sex === '1' || sex === '2' ? sex : '0') as '0' | '1' | '2' } : {}) };
    return toResult(await settle(this.api.POST('/api/account.saveProfileInfo', { body, signal })), done);
  }

  async changeFakename(fakename: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/account.changefakename', { body: { fakename }, signal })), done);
  }

  async setCurrency(currency: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/account.setCurrency', { body: { currency }, signal })), done);
  }

  async addContact(type: ContactType, contact: string, phoneCountryCode?: string, signal?: AbortSignal) {
    const body = { type, contact, ...(phoneCountryCode ? { phone_country_code: phoneCountryCode } : {}) };
    return toResult(await settle(this.api.POST('/api/account.addcontact', { body, signal })), done);
  }

  async sendConfirmation(type: ContactType, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/account.sendconfirmationtocontact', { body: { type }, signal })), done);
  }

  async confirmContact(type: ContactType, code: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/account.confirmContact', { body: { type, code }, signal })), done);
  }

  async changePassword(input: ChangePasswordInput, signal?: AbortSignal) {
    const body = { old_password: input.oldPassword, new_password: input.newPassword, new_password_repeat: input.repeat };
    return toResult(await settle(this.api.POST('/api/account.changepassword', { body, signal })), done);
  }

  async changeTwoFactor(enable: boolean, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/account.changeTwoFactorAuth', { body: { enable: flag(enable) }, signal })), done);
  }

  async confirmTwoFactor(code: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/account.confirmTwoFactorAuth', { body: { code }, signal })), done);
  }

  async changeSubscription(subscribed: boolean, type?: ContactType, signal?: AbortSignal) {
    const body = { is_subscribed: flag(subscribed), ...(type ? { type } : {}) };
    return toResult(await settle(this.api.POST('/api/account.changeSubscription', { body, signal })), done);
  }

  async unsubscribe(hash?: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/account.unsubscribe', { body: hash ? { hash } : {}, signal })), done);
  }
}
