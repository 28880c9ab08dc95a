import type { Schema } from '@casino/sdk';
import { RegistrationDataPort, err, ok, type PhoneSettings, type ProfileFieldDefinition } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toApiFailure, type ApiClient } from './api-client.ts';

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
    const { data, error } = await settle(this.api.GET('/api/account.getPersonalDataFields', { params: { query }, signal }));
    return error ? err(toApiFailure(error)) : ok(data as readonly ProfileFieldDefinition[]);
  }

  async getPhoneSettings(signal?: AbortSignal) {
    const { data, error } = await settle(this.api.GET('/api/account.getContactPhoneSettings', { signal }));
    return error ? err(toApiFailure(error)) : ok(toPhoneSettings(data));
  }

  async checkPromoCode(code: string, signal?: AbortSignal) {
    const { data, error } = await settle(this.api.POST('/api/campaigns.checkPromocode', { body: { promo_code: code }, signal }));
    return error ? err(toApiFailure(error)) : ok(data !== false);
  }

  async activatePromoCode(code: string, signal?: AbortSignal) {
    const { error } = await settle(this.api.POST('/api/campaigns.activateOffer', { body: { promo_code: code }, signal }));
    return error ? err(toApiFailure(error)) : ok(true as const);
  }
}
