import { failure, FakeSeoPort, pageSeo, RecordingLogger } from '@casino/adapters/testing';
import { EMPTY_SEO_SETTINGS } from '@casino/domain/seo';
import { err, ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import type { ContentStore } from '../../../shared/stores/content.store.ts';
import type { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { ScreenSeoStore } from '../screen-seo.store.ts';
import { SiteHeadViewModel } from './site-head.vm.ts';

const origin = 'https://c.example';
function setup(current = 'en') {
  const port = new FakeSeoPort();
  const state = { current, codes: ['en', 'ru', 'ar'], defaultLocale: 'en', prefix: '' };
  const locale = Object.defineProperty(state, 'prefix', { get: () => (state.current === 'en' ? '' : `/${state.current}`) }) as unknown as LocaleStore;
  const content = { config: { sections: { seo: { titleTemplate: '%s · Brand', defaultTitle: 'Brand', defaultDescription: 'Play at Brand', ogImage: '/og.png' } } } } as unknown as ContentStore;
  const screen = new ScreenSeoStore();
  const logger = new RecordingLogger();
  return { port, locale, screen, logger, vm: new SiteHeadViewModel(port, locale, content, screen, logger) };
}

describe('SiteHeadViewModel', () => {
  it('loads the host\'s settings once per locale', async () => {
    const { vm, port, locale } = setup();
    await vm.load('c.example');
    await vm.load('c.example');
    (locale as { current: string }).current = 'ru';
    await vm.load('c.example');
    expect(port.callsOf('getSettings')).toEqual(['c.example', 'c.example']);
  });

  it('a failed call keeps the defaults, is logged and is tried again next time', async () => {
    const { vm, port, logger } = setup();
    port.settings = err(failure('ApplicationUnavailableException', 503));
    await vm.load('c.example');
    expect(vm.settings).toEqual(EMPTY_SEO_SETTINGS);
    expect(logger.entries.some((e) => e.level === 'warn')).toBe(true);
    await vm.load('c.example');
    expect(port.callsOf('getSettings')).toHaveLength(2);
    expect(vm.head({ pathname: '/tournaments', origin, routeTitle: 'Tournaments' }).title).toBe('Tournaments · Brand');
  });

  it('the screen\'s entity beats a CMS pattern; language links follow the address\'s locale prefix', async () => {
    const { vm, port, screen, locale } = setup('ar');
    port.settings = ok({ ...EMPTY_SEO_SETTINGS, pages: [pageSeo({ path: '/promotions*', title: 'Promotions (CMS)' })] });
    await vm.load('c.example');
    expect(vm.head({ pathname: '/ar/promotions', origin, routeTitle: 'Promotions' }).title).toBe('Promotions (CMS)');
    const owner = {};
    screen.set(owner, { entityTitle: 'Welcome package', breadCrumbs: [{ name: 'Home', link: '/' }, { name: 'Welcome', link: '/promotions/welcome' }] });
    const head = vm.head({ pathname: '/ar/promotions/welcome', origin, routeTitle: 'Promotions' });
    expect(head.title).toBe('Welcome package · Brand');
    expect(head.canonical).toBe('https://c.example/ar/promotions/welcome');
    expect(JSON.parse(head.jsonLd.at(-1)!)).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ item: 'https://c.example/ar' }, { item: 'https://c.example/ar/promotions/welcome' }] });
    screen.clear(owner);
    expect(vm.head({ pathname: '/ar/promotions/welcome', origin, routeTitle: 'Promotions' }).title).toBe('Promotions (CMS)');
    expect(locale.current).toBe('ar');
  });

  it('the home page carries the website and its search action', () => {
    const { vm } = setup();
    const head = vm.head({ pathname: '/', origin, routeTitle: undefined });
    expect(head.title).toBe('Brand');
    expect(JSON.parse(head.jsonLd[0]!)).toMatchObject({ '@type': 'WebSite', name: 'Brand' });
  });
});
