import { contentPage, failure, FakeContentPagesPort, honourSignals, ok } from '@casino/adapters/testing';
import { err } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import type { LocaleStore } from '../../shared/stores/locale.store.ts';
import { ContentPageViewModel } from './content-page.vm.ts';

const locale = (current: string) => ({ current }) as LocaleStore;

describe('ContentPageViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity)', async () => {
    const vm = new ContentPageViewModel(honourSignals(new FakeContentPagesPort()), locale('en'));
    const first = vm.load('terms');
    vm.dispose();
    const second = vm.load('terms');
    await Promise.all([first, second]);
    expect(vm.status).toBe('ready');
    expect(vm.page?.title).toBe('Terms');
    vm.dispose();
    vm.dispose();
    await vm.retry();
    expect(vm.status).toBe('ready');
  });

  it('loads the page of the slug in the current locale', async () => {
    const port = new FakeContentPagesPort();
    const vm = new ContentPageViewModel(port, locale('ru'));
    expect(vm.status).toBe('loading');
    await vm.load('terms');
    expect(vm.status).toBe('ready');
    expect(vm.page?.title).toBe('Terms');
    expect(port.callsOf('getPage')).toEqual([{ locale: 'ru', slug: 'terms' }]);
  });

  it('a slug the CMS does not publish is not found; any other failure can be retried', async () => {
    const port = new FakeContentPagesPort();
    port.page = err({ ...failure('InvalidParameterException', 404), fieldErrors: { slug: [{ code: 'not_found', message: 'Unknown page' }] } });
    const vm = new ContentPageViewModel(port, locale('en'));
    await vm.load('nope');
    expect(vm.status).toBe('notFound');
    port.page = err(failure('ApplicationUnavailableException', 503));
    await vm.load('terms');
    expect(vm.status).toBe('failed');
    port.page = ok(contentPage());
    await vm.load('terms');
    expect(vm.status).toBe('ready');
  });

  it('a reload of the same page keeps it on screen; another slug shows the loader', async () => {
    const port = new FakeContentPagesPort();
    const vm = new ContentPageViewModel(port, locale('en'));
    await vm.load('terms');
    let release!: () => void;
    port.gate = new Promise((resolve) => (release = resolve));
    const again = vm.load('terms');
    expect(vm.status).toBe('ready');
    const other = vm.load('privacy');
    expect(vm.status).toBe('loading');
    expect(vm.page).toBeUndefined();
    release();
    await Promise.all([again, other]);
  });

  it('an answer for a page left behind is dropped', async () => {
    const port = new FakeContentPagesPort();
    const vm = new ContentPageViewModel(port, locale('en'));
    let release!: () => void;
    port.gate = new Promise((resolve) => (release = resolve));
    const first = vm.load('terms');
    port.gate = null;
    port.page = ok(contentPage({ slug: 'privacy', title: 'Privacy' }));
    await vm.load('privacy');
    port.page = ok(contentPage({ slug: 'terms', title: 'Stale' }));
    release();
    await first;
    expect(vm.page?.title).toBe('Privacy');
  });
});
