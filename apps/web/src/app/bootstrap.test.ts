import { accountInfo } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import { defaultContentConfig, type ApiResult } from '@casino/domain/ports';
import { ContainerModule } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/fixture.ts';
import { startApp, startAppOrFail, stopStartup } from './bootstrap.ts';
import { FatalErrorStore } from '../shared/stores/fatal-error.store.ts';
import { ContentStore } from '../shared/stores/content.store.ts';
import { LocaleStore } from '../shared/stores/locale.store.ts';
import { SessionStore } from '../shared/stores/session.store.ts';
import { StartupContribution } from '../shared/startup/startup-contribution.ts';

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

  it("binds the features' modules that arrive beside the first calls, then runs their start-up work with the session loaded", async () => {
    const { container, fakes } = createTestApp();
    fakes.account.info = ok(accountInfo({ uid: 7, login: 'p' }));
    const seen: boolean[] = [];
    let arrive: (modules: readonly ContainerModule[]) => void = () => {};
    const features = new Promise<readonly ContainerModule[]>((resolve) => (arrive = resolve));
    class Late implements StartupContribution {
      readonly name = 'late';
      start() {
        seen.push(container.get(SessionStore).authenticated);
      }
      stop() {}
    }
    const late = new ContainerModule(({ bind }) => {
      bind<StartupContribution>(StartupContribution).toConstantValue(new Late());
    });
    const started = startApp(container, { path: '/', browserLanguages: [], features });
    await vi.waitFor(() => expect(container.get(SessionStore).authenticated).toBe(true));
    expect(seen).toEqual([]); // the session is there, the features are not yet: nothing ran
    arrive([late]);
    await started;
    expect(seen).toEqual([true]);
  });

  it('keeps the contributions it started, so that stopStartup stops each of them once', async () => {
    const { container } = createTestApp({ startup: false });
    const log: string[] = [];
    class Watch implements StartupContribution {
      readonly name = 'watch';
      start() {
        log.push('start');
      }
      stop() {
        log.push('stop');
      }
    }
    container.bind<StartupContribution>(StartupContribution).toConstantValue(new Watch());
    await startApp(container, { path: '/', browserLanguages: [] });
    expect(log).toEqual(['start']);
    stopStartup(container);
    stopStartup(container);
    expect(log).toEqual(['start', 'stop']);
  });

  it('shows the start-up note when the features could not be fetched', async () => {
    const { container } = createTestApp();
    await expect(startAppOrFail(container, { path: '/', browserLanguages: [], features: Promise.reject(new Error('chunk gone')) })).resolves.toBeUndefined();
    expect(container.get(FatalErrorStore).fatal).toEqual({ page: 'initFailed', statusCode: 404 });
  });
});
