import { AccountPort, I18nPort, LocaleSourcePort } from '@casino/domain/ports';
import { fakeFetch, jsonResponse } from '@casino/sdk/testing';
import { Container, inject, injectable } from 'inversify';
import { describe, expect, it } from 'vitest';
import { adaptersModule } from './adapters.module.ts';
import { ApiClientToken } from './api/api-client.ts';

/** Like the app's locale store: the locale source, needing the API itself. */
@injectable()
class LocaleStoreLike implements LocaleSourcePort {
  current = 'en';
  constructor(@inject(I18nPort) readonly i18n: I18nPort) {}
}

function containerWith(fetch: typeof globalThis.fetch, locale?: string) {
  const container = new Container({ defaultScope: 'Transient' });
  container.loadSync(adaptersModule({ baseUrl: 'http://x', fetch, version: '2.0.0', locale }));
  return container;
}

describe('adaptersModule', () => {
  it('binds one API client that reads the locale from the bound locale source at call time', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ data: { locales: [], defaultLocale: 'en' } }));
    const container = containerWith(fetch);
    container.bind(LocaleSourcePort).to(LocaleStoreLike).inSingletonScope();
    expect(container.get(ApiClientToken)).toBe(container.get(ApiClientToken));
    const i18n = container.get<I18nPort>(I18nPort);
    await i18n.getLocales();
    (container.get<LocaleStoreLike>(LocaleSourcePort)).current = 'ar';
    await i18n.getLocales();
    expect(calls.map((c) => [c.url.searchParams.get('locale'), c.url.searchParams.get('version')])).toEqual([['en', '2.0.0'], ['ar', '2.0.0']]);
  });

  it('calls without a locale when no source is bound, and prefers a locale given in the options', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ error: { type: 'AuthorizationException', message: '', code: 401, invalid_parameters: {}, error_data: {} } }, 401));
    await containerWith(fetch).get<AccountPort>(AccountPort).getInfo();
    await containerWith(fetch, 'de').get<AccountPort>(AccountPort).getInfo();
    expect(calls.map((c) => c.url.searchParams.get('locale'))).toEqual([null, 'de']);
  });
});
