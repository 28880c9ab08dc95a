import { accountInfo } from '@casino/adapters/testing';
import { defaultContentConfig, ok, type ApiResult } from '@casino/domain';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/fixture.ts';
import { startApp, startAppOrFail } from './bootstrap.ts';
import { FatalErrorStore } from '../shared/stores/fatal-error.store.ts';
import { ContentStore } from '../shared/stores/content.store.ts';
import { LocaleStore } from '../shared/stores/locale.store.ts';

describe('startApp', () => {
  it("loads the start locale's content configuration while its catalogs load, and warms the route's code", async () => {
    const { container, fakes, i18n } = createTestApp();
    let release: (value: ApiResult<Readonly<Record<string, string>>>) => void = () => {};
    fakes.i18n.getMessages = () => new Promise((resolve) => (release = resolve));
    const preloadRoute = vi.fn();
    const started = startApp(container, { path: '/ru/gamehall', browserLanguages: [], preloadRoute });
    await vi.waitFor(() => expect(fakes.content.requested).toEqual(['ru']));
    expect(preloadRoute).toHaveBeenCalledWith('/gamehall');
    expect(container.get(LocaleStore).current).not.toBe('ru'); // its catalogs are still loading
    release(ok({}));
    expect(await started).toBeUndefined();
    expect(i18n.locale).toBe('ru');
    expect(container.get(LocaleStore).current).toBe('ru');
    expect(container.get(ContentStore).config.locale).toBe('ru');
  });

  it('switches a player to the account locale under the platform strategy and returns its address', async () => {
    const { container, fakes } = createTestApp();
    fakes.account.info = ok(accountInfo({ uid: 7, login: 'p', locale: 'pt' }));
    fakes.content.configs.en = ok({ ...defaultContentConfig('en'), localeStrategy: 'platform' });
    fakes.content.configs.pt = ok({ ...defaultContentConfig('pt'), localeStrategy: 'platform' });
    expect(await startApp(container, { path: '/promotions', browserLanguages: [] })).toBe('/pt/promotions');
    expect(fakes.content.requested).toEqual(['en', 'pt']);
    expect(container.get(LocaleStore).current).toBe('pt');
    expect(container.get(ContentStore).config.locale).toBe('pt');
  });

  it('stops before any locale when there are no locales (the 500 page)', async () => {
    const { container, fakes } = createTestApp();
    fakes.i18n.locales = ok({ defaultLocale: 'en', locales: [] });
    const preloadRoute = vi.fn();
    expect(await startApp(container, { path: '/', browserLanguages: [], preloadRoute })).toBeUndefined();
    expect(fakes.content.requested).toEqual([]);
    expect(preloadRoute).not.toHaveBeenCalled();
  });

  it('shows the not-found page with the start-up note, speaking the default locale, when start-up itself throws', async () => {
    const { container, fakes, i18n } = createTestApp();
    fakes.content.getConfig = () => Promise.reject(new Error('broken start-up'));
    await expect(startAppOrFail(container, { path: '/ru/promotions', browserLanguages: [] })).resolves.toBeUndefined();
    expect(container.get(FatalErrorStore).fatal).toEqual({ page: 'initFailed', statusCode: 404 });
    expect(i18n.locale).toBeTruthy();
    expect(fakes.logger.entries.map((e) => e.message)).toContain('start-up failed');
  });
});
