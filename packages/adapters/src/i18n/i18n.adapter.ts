import { I18nPort } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { ApiClientToken, attempt, type ApiClient } from '../api/api-client.ts';

/** I18nPort over `/nfx/i18n/locales` and `/nfx/i18n/messages/{locale}`. */
@injectable()
export class ApiI18n implements I18nPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  getLocales(signal?: AbortSignal) {
    return attempt(this.api.GET('/nfx/i18n/locales', { signal }), (list) => ({
      defaultLocale: list.defaultLocale,
      locales: list.locales.map((l) => ({ code: l.code, dir: l.dir })),
    }));
  }

  getMessages(locale: string, signal?: AbortSignal) {
    return attempt(this.api.GET('/nfx/i18n/messages/{locale}', { params: { path: { locale } }, signal }), (dictionary) => dictionary);
  }
}
