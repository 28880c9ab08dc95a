import { failure } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/fixture.ts';
import { FatalErrorStore } from './fatal-error.store.ts';
import { LocaleStore } from './locale.store.ts';

const start = { browserLanguages: [] as string[], strategy: 'url' as const, authenticated: false, accountLocale: null };

describe('LocaleStore', () => {
  it('takes the URL locale, then the cookie, then the browser, then the default', async () => {
    const { container, fakes } = createTestApp({ startup: false });
    const locale = container.get(LocaleStore);
    await locale.loadLocales();
    expect(await locale.start({ ...start, path: '/ar/cashier' })).toBe('ar');
    expect(locale.dir).toBe('rtl');
    fakes.cookies.set('i18n_locale', 'ru', { maxAgeSeconds: 1 });
    expect(await locale.start({ ...start, path: '/gamehall' })).toBe('ru');
    fakes.cookies.values.clear();
    expect(await locale.start({ ...start, path: '/', browserLanguages: ['pt-BR', 'en'] })).toBe('pt');
    fakes.cookies.values.clear();
    expect(await locale.start({ ...start, path: '/', browserLanguages: ['de'] })).toBe('en');
  });

  it('lets the account locale win for the platform strategy and syncs it to the server', async () => {
    const { container, fakes } = createTestApp({ startup: false });
    const locale = container.get(LocaleStore);
    await locale.loadLocales();
    expect(await locale.start({ ...start, path: '/', strategy: 'platform', authenticated: true, accountLocale: 'ru' })).toBe('ru');
    expect(fakes.account.calls).not.toContain('changeLocale:ru');
    fakes.account.calls.length = 0;
    await locale.syncToServer('pt');
    expect(fakes.account.calls).toEqual(['changeLocale:pt']);
  });

  it('merges the server dictionary over the app catalog, keeps the catalog when the server fails, and sets the cookie for a year', async () => {
    const { container, fakes, i18n } = createTestApp({ startup: false, catalogs: { ru: { greeting: 'Привет', 'popups.auth.wrongEnterText': 'Неверно' } } });
    fakes.i18n.messages.ru = ok({ 'popups.auth.wrongEnterText': 'Неверный логин' });
    const locale = container.get(LocaleStore);
    await locale.loadLocales();
    await locale.activate('ru');
    expect(i18n.locale).toBe('ru');
    expect(i18n._('popups.auth.wrongEnterText')).toBe('Неверный логин');
    expect(i18n._('greeting')).toBe('Привет');
    expect(fakes.cookies.values.get('i18n_locale')).toEqual({ value: 'ru', maxAgeSeconds: 31_536_000 });

    fakes.i18n.messages.ru = err(failure());
    await locale.activate('ru');
    expect(i18n._('popups.auth.wrongEnterText')).toBe('Неверно');
    expect(fakes.logger.entries.some((e) => e.message.includes('messages for ru failed'))).toBe(true);
  });

  it('takes the server texts as they are: no "Uncompiled message" warning, braces shown as written', async () => {
    const { container, fakes, i18n } = createTestApp({ startup: false });
    fakes.i18n.messages.en = ok({ 'profile.smsCodeError': 'Wrong confirmation code', 'x.braces': 'Use {code} now' });
    const locale = container.get(LocaleStore);
    await locale.loadLocales();
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await locale.activate('en');
      expect(i18n._({ id: 'profile.smsCodeError', message: 'The code is wrong.' })).toBe('Wrong confirmation code');
      expect(i18n._('x.braces', { code: 1 })).toBe('Use {code} now');
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      warnings.mockRestore();
    }
  });

  it('loads a feature catalog for the current locale and again for each locale switched to, under the server dictionary', async () => {
    const { container, fakes, i18n } = createTestApp({ startup: false, catalogs: { ru: { greeting: 'Привет' } } });
    fakes.i18n.messages.ru = ok({ 'cashier.title': 'Касса (сервер)' });
    const locale = container.get(LocaleStore);
    await locale.loadLocales();
    await locale.activate('en');
    const feature: Record<string, Record<string, string>> = {
      en: { 'cashier.title': 'Cashier', 'cashier.deposit': 'Deposit' },
      ru: { 'cashier.title': 'Касса', 'cashier.deposit': 'Пополнить' },
    };
    const loaded: string[] = [];
    const source = async (code: string) => (loaded.push(code), feature[code] ?? {});
    await locale.addCatalog(source);
    await locale.addCatalog(source);
    expect(i18n._('cashier.deposit')).toBe('Deposit');
    await locale.activate('ru');
    expect(loaded).toEqual(['en', 'ru']);
    expect(i18n._('cashier.deposit')).toBe('Пополнить');
    expect(i18n._('cashier.title')).toBe('Касса (сервер)');
    expect(i18n._('greeting')).toBe('Привет');
  });

  it('keeps the source text when a feature catalog fails to load', async () => {
    const { container, fakes, i18n } = createTestApp({ startup: false });
    const locale = container.get(LocaleStore);
    await locale.loadLocales();
    await locale.activate('en');
    await locale.addCatalog(() => Promise.reject(new Error('offline')));
    expect(i18n._('cashier.deposit')).toBe('cashier.deposit');
    expect(fakes.logger.entries.some((e) => e.message.includes('catalog en failed'))).toBe(true);
  });

  it('shows the 500 page when the server has no locales configured', async () => {
    const { container, fakes } = createTestApp({ startup: false });
    fakes.i18n.locales = ok({ defaultLocale: 'en', locales: [] });
    expect(await container.get(LocaleStore).loadLocales()).toBe(false);
    expect(container.get(FatalErrorStore).fatal).toEqual({ page: 'error', statusCode: 500, message: 'PLUGIN:I18N: LOCALES NOT FOUND' });
  });

  it('shows the honest "could not reach the server" page, not the 500, when the locales call fails', async () => {
    const { container, fakes, i18n } = createTestApp({ startup: false });
    fakes.i18n.locales = err(failure('NetworkError', 0));
    expect(await container.get(LocaleStore).loadLocales()).toBe(false);
    expect(container.get(FatalErrorStore).fatal).toEqual({ page: 'unreachable', statusCode: 0 });
    expect(i18n.locale).toBe('en'); // the page itself still has a catalog to speak in
  });

  it('switches language keeping the path, and localizes bare paths', async () => {
    const { container } = createTestApp({ startup: false });
    const locale = container.get(LocaleStore);
    await locale.loadLocales();
    expect(locale.switchPath('/ru/cashier/deposit?x=1', 'ar')).toBe('/ar/cashier/deposit?x=1');
    expect(locale.switchPath('/ru/cashier', 'en')).toBe('/cashier');
    expect(locale.switchPath('/offers', 'pt')).toBe('/pt/offers');
    await locale.activate('pt');
    expect(locale.localize('/gamehall')).toBe('/pt/gamehall');
    expect(locale.localeOfPath('/ar/x')).toBe('ar');
    expect(locale.localeOfPath('/x')).toBe('en');
  });
});
