import { err, failure, FakeBannersPort, FakeContentPort, honourSignals, ok, RecordingLogger } from '@casino/adapters/testing';
import { defaultContentConfig } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { BannersViewModel, bannerImageKey } from './banners.vm.ts';

describe('BannersViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer unlogged', async () => {
    const port = new FakeBannersPort();
    port.banners = ok([{ id: 1, sysname: 'welcome', position: 'main_slider', title: 'Welcome', text: 'Hi', buttonText: 'Go', link: '/offers', image: '/a.svg', finishedAt: null }]);
    const logger = new RecordingLogger();
    const vm = new BannersViewModel(honourSignals(port), new ContentStore(new FakeContentPort(), new RecordingLogger()), logger);
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
    const vm = new BannersViewModel(port, content, logger);
    port.banners = ok([{ id: 1, sysname: 'welcome', position: 'main_slider', title: 'Welcome', text: 'Hi', buttonText: 'Go', link: '/offers', image: '/a.svg', finishedAt: null }]);
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
});
