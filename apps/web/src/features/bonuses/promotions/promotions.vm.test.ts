import { contentPromotion, err, failure, FakePromotionsPort, honourSignals, ok } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { FakeAccountPort, FakeI18nPort, MemoryCookies, RecordingLogger } from '@casino/adapters/testing';
import { setupI18n } from '@lingui/core';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { PromotionsViewModel } from './promotions.vm.ts';

/** A locale store in its start state (English): enough for `current`. */
const localeStore = () => new LocaleStore(new FakeI18nPort(), new FakeAccountPort(), new MemoryCookies(), new RecordingLogger(), new FatalErrorStore(''), setupI18n(), async () => ({}));

describe('PromotionsViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
    const port = new FakePromotionsPort();
    port.promotions = ok([contentPromotion({ id: 'welcome' })]);
    const vm = new PromotionsViewModel(honourSignals(port), localeStore());
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(vm.state).toBe('ready');
    expect(vm.promotion('welcome')).toBeDefined();
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(vm.state).toBe('ready');
  });

  it('loads the promotions of the current locale and finds one by id', async () => {
    const port = new FakePromotionsPort();
    port.promotions = ok([contentPromotion({ id: 'welcome' }), contentPromotion({ id: 'weekend' })]);
    const vm = new PromotionsViewModel(port, localeStore());
    await vm.load();
    expect(port.callsOf('get')).toEqual(['en']);
    expect(vm.promotion('weekend')?.id).toBe('weekend');
    expect(vm.promotion('nope')).toBeUndefined();
    port.promotions = err(failure());
    await vm.load();
    expect(vm.state).toBe('failed');
  });
});
