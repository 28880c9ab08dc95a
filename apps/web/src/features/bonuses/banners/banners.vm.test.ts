import {
  err, failure, FakeAccountPort, FakeBannersPort, FakeClock, FakeContentPort, honourSignals, MemoryLocalStorage, ok, RecordingAnalytics, RecordingLogger,
} from '@casino/adapters/testing';
import { DAY_MS } from '@casino/domain/shared';
import { defaultContentConfig } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { BannersViewModel, bannerImageKey } from './banners.vm.ts';

function promotionStore(storage = new MemoryLocalStorage(), clock = new FakeClock()) {
  const session = new SessionStore(new FakeAccountPort(), storage, new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore());
  return new PromotionStore(storage, clock, session);
}

describe('BannersViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer unlogged', async () => {
    const port = new FakeBannersPort();
    port.banners = ok([{ id: 1, sysname: 'welcome', position: 'main_slider', title: 'Welcome', text: 'Hi', buttonText: 'Go', link: '/offers', images: { desktop: '/a.svg', tablet: '/a.svg', mobile: '/a.svg' }, finishedAt: null }]);
    const logger = new RecordingLogger();
    const vm = new BannersViewModel(honourSignals(port), new ContentStore(new FakeContentPort(), new RecordingLogger()), logger, promotionStore());
    const first = vm.load('main_slider');
    vm.dispose();
    const second = vm.load('main_slider');
    await Promise.all([first, second]);
    expect(vm.state).toBe('ready');
    expect(vm.banners).toHaveLength(1);
    vm.dispose();
    vm.dispose();
    await vm.load('main_slider');
    expect(vm.state).toBe('ready');
    expect(logger.entries).toEqual([]);
  });

  it('asks for ten banners of a position under the configured image key', async () => {
    const port = new FakeBannersPort();
    const content = new ContentStore(new FakeContentPort(), new RecordingLogger());
    content.config = { ...defaultContentConfig('en'), sections: { banner: { imageKey: 'img_1920_400' } } };
    const logger = new RecordingLogger();
    const vm = new BannersViewModel(port, content, logger, promotionStore());
    port.banners = ok([{ id: 1, sysname: 'welcome', position: 'main_slider', title: 'Welcome', text: 'Hi', buttonText: 'Go', link: '/offers', images: { desktop: '/a.svg', tablet: '/a.svg', mobile: '/a.svg' }, finishedAt: null }]);
    await vm.load('main_slider');
    expect(port.callsOf('get')).toEqual([{ count: 10, position: 'main_slider', imageKey: 'img_1920_400' }]);
    expect(vm.banners).toHaveLength(1);
    port.banners = err(failure());
    await vm.load();
    expect(vm.state).toBe('failed');
    expect(logger.entries.map((e) => e.message)).toEqual(['banners failed']);
  });

  it('falls back to the desktop image key', () => {
    expect(bannerImageKey({})).toBe('desktop');
    expect(bannerImageKey({ banner: { imageKey: 5 } })).toBe('desktop');
  });

  it('keeps the banners but drops their calls to action while promotion is paused in this browser', async () => {
    const storage = new MemoryLocalStorage();
    const clock = new FakeClock();
    const promotion = promotionStore(storage, clock);
    const port = new FakeBannersPort();
    port.banners = ok([{ id: 1, sysname: 'welcome', position: 'main_slider', title: 'Welcome', text: 'Hi', buttonText: 'Go', link: '/offers', images: { desktop: '/a.svg', tablet: '/a.svg', mobile: '/a.svg' }, finishedAt: null }]);
    const vm = new BannersViewModel(port, new ContentStore(new FakeContentPort(), new RecordingLogger()), new RecordingLogger(), promotion);
    await vm.load('main_slider');
    expect(vm.callsToAction).toBe(true);
    promotion.pauseFor({ reason: 'timeout', until: clock.now() + DAY_MS });
    expect(vm.banners).toHaveLength(1);
    expect(vm.callsToAction).toBe(false);
    clock.advance(DAY_MS);
    expect(vm.callsToAction).toBe(true);
  });
});
