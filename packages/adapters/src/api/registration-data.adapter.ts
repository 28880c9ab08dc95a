import type { Schema } from '@casino/sdk';
import { RegistrationDataPort, type PhoneSettings, type ProfileFieldDefinition } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { ApiClientToken, attempt, type ApiClient } from './api-client.ts';

export const toPhoneSettings = (dto: Schema<'ContactPhoneSettings'>): PhoneSettings => ({
  defaultCountryCode: dto.default_country_code,
  countries: dto.options.map((o) => ({ country_code: o.country_code, phone_code: o.phone_code, name: o.name, mask: o.mask })),
});

/** RegistrationDataPort over `account.getPersonalDataFields`, `account.getContactPhoneSettings` and `campaigns.*`. */
@injectable()
export class ApiRegistrationData implements RegistrationDataPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  getPersonalDataFields(country?: string, signal?: AbortSignal) {
    const query = country ? { country } : {};
    return attempt(
      this.api.GET('/api/account.getPersonalDataFields', { params: { query }, signal }),
      (dto) => dto as readonly ProfileFieldDefinition[],
    );
  }

  getPhoneSettings(signal?: AbortSignal) {
    return attempt(this.api.GET('/api/account.getContactPhoneSettings', { signal }), toPhoneSettings);
  }

  checkPromoCode(code: string, signal?: AbortSignal) {
    return attempt(this.api.POST('/api/campaigns.checkPromocode', { body: { promo_code: code }, signal }), (dto) => dto !== false);
  }

  activatePromoCode(code: string) {
    return attempt(this.api.POST('/api/campaigns.activateOffer', { body: { promo_code: code } }), () => true as const);
  }
}
