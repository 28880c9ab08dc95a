import { I18nPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from '../api/api-client.ts';

/** I18nPort over `/nfx/i18n/locales` and `/nfx/i18n/messages/{locale}`. */
@injectable()
export class ApiI18n implements I18nPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getLocales(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/nfx/i18n/locales', { signal })), (data) => ({
      defaultLocale: data.defaultLocale,
      locales: data.locales.map((l) => ({ code: l.code, dir: l.dir })),
    }));
  }

  async getMessages(locale: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/nfx/i18n/messages/{locale}', { params: { path: { locale } }, signal })), (data) => data);
  }
}
