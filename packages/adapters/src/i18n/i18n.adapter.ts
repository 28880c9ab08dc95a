import { I18nPort, err, ok } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toApiFailure, type ApiClient } from '../api/api-client.ts';

/** I18nPort over `/nfx/i18n/locales` and `/nfx/i18n/messages/{locale}`. */
@injectable()
export class ApiI18n implements I18nPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getLocales(signal?: AbortSignal) {
    const { data, error } = await settle(this.api.GET('/nfx/i18n/locales', { signal }));
    if (error) return err(toApiFailure(error));
    return ok({ defaultLocale: data.defaultLocale, locales: data.locales.map((l) => ({ code: l.code, dir: l.dir })) });
  }

  async getMessages(locale: string, signal?: AbortSignal) {
    const { data, error } = await settle(this.api.GET('/nfx/i18n/messages/{locale}', { params: { path: { locale } }, signal }));
    return error ? err(toApiFailure(error)) : ok(data);
  }
}
