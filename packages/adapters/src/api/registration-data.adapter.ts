import type { Schema } from '@casino/sdk';
import { isPromoCodeFound } from '@casino/domain/bonuses';
import type { FormFieldDefinition } from '@casino/domain/registration';
import { RegistrationDataPort, type PhoneSettings } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

export const toPhoneSettings = (dto: Schema<'ContactPhoneSettings'>): PhoneSettings => ({
  defaultCountryCode: dto.default_country_code,
  countries: dto.options.map((o) => ({ country_code: o.country_code, phone_code: o.phone_code, name: o.name, mask: o.mask })),
});

/** RegistrationDataPort over `account.getPersonalDataFields`, `account.getContactPhoneSettings` and `campaigns.*`. */
@injectable()
export class ApiRegistrationData implements RegistrationDataPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getPersonalDataFields(country?: string, signal?: AbortSignal) {
    const query = country ? { country } : {};
    return toResult(await settle(this.api.GET('/api/account.getPersonalDataFields', { params: { query }, signal })), (data) => data as readonly FormFieldDefinition[]);
  }

  async getPhoneSettings(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/account.getContactPhoneSettings', { signal })), (data) => toPhoneSettings(data));
  }

  async checkPromoCode(code: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/campaigns.checkPromocode', { body: { promo_code: code }, signal })), isPromoCodeFound);
  }

  async activatePromoCode(code: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/campaigns.activateOffer', { body: { promo_code: code }, signal })), () => true as const);
  }
}
