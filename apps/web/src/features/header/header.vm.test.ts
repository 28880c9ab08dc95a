import { accountInfo, balances } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import { defaultContentConfig } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { createTestApp } from '../../test/fixture.ts';
import { HeaderViewModel } from './header.vm.ts';

async function setup(locale = 'en') {
  const app = createTestApp();
  app.fakes.content.configs[locale] = ok({
    ...defaultContentConfig(locale),
    header: [
      { id: 'games', label: 'Games', url: '/gamehall', external: false },
      { id: 'blog', label: 'Blog', url: 'https://blog.example/', external: true },
    ],
  });
  await app.container.get(LocaleStore).loadLocales();
  await app.container.get(LocaleStore).activate(locale);
  await app.container.get(ContentStore).load(locale);
  return { ...app, vm: app.container.get(HeaderViewModel, { autobind: true }) };
}

describe('HeaderViewModel', () => {
  it('localizes internal navigation links and keeps external ones', async () => {
    const { vm } = await setup('ru');
    expect(vm.links).toEqual([
      { id: 'games', label: 'Games', href: '/ru/gamehall', external: false },
      { id: 'blog', label: 'Blog', href: 'https://blog.example/', external: true },
    ]);
    expect(vm.homeHref).toBe('/ru');
  });

  it('offers every locale with the current one marked and keeps the path when switching', async () => {
    const { vm } = await setup('ar');
    expect(vm.locales.find((l) => l.current)?.code).toBe('ar');
    expect(vm.pathInLocale('/ar/offers/3?x=1', 'en')).toBe('/offers/3?x=1');
  });

  it('shows the total and the breakdown for players only', async () => {
    const { vm, container, fakes } = await setup();
    expect(vm.balance).toBeUndefined();
    fakes.account.info = ok(accountInfo({ uid: 4, fakename: 'Lucky', balances: balances(1234.5, 10, 0.25) }));
    await container.get(SessionStore).load();
    expect(vm.authenticated).toBe(true);
    expect(vm.playerName).toBe('Lucky');
    expect(vm.balance).toEqual({ total: '€1,244.75', main: '€1,234.50', bonus: '€10.00', bettingBonus: '€0.25' });
  });

  it('toggles the theme and logs out to the localized index', async () => {
    const { vm, container, fakes } = await setup('pt');
    vm.toggleTheme();
    expect(vm.theme).toBe('light');
    expect(fakes.cookies.values.get('theme')).toEqual({ value: 'light', maxAgeSeconds: 31_536_000 });
    fakes.account.info = ok(accountInfo({ uid: 4 }));
    await container.get(SessionStore).load();
    expect(await vm.logout()).toBe('/pt');
    expect(vm.authenticated).toBe(false);
  });
});
