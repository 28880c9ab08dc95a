import { MemoryLocalStorage, gameList, gameSummary, honourSignals } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gamesKit } from '../shared/test-kit.ts';
import { RECENT_SEARCH_KEY, GamesSearchViewModel } from './search.vm.ts';

function setup() {
  const kit = gamesKit();
  const storage = new MemoryLocalStorage();
  kit.fakes.games.games = [gameSummary('lucky-fortune'), gameSummary('lucky-gems'), gameSummary('royal-gems'), ...gameList(10)];
  return { ...kit, storage, vm: new GamesSearchViewModel(kit.fakes.games, kit.content, storage) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('GamesSearchViewModel', () => {
  it('suggests and searches again after a remount disposed it mid-load (StrictMode, Activity)', async () => {
    const { fakes, content, storage } = setup();
    const vm = new GamesSearchViewModel(honourSignals(fakes.games), content, storage);
    const first = vm.start();
    vm.setQuery('luc');
    vm.dispose();
    const second = vm.start();
    await Promise.all([first, second]);
    expect(vm.suggestions.length).toBeGreaterThan(0);
    // the search whose pause in typing dispose cut short runs once the dialog is back
    await vi.advanceTimersByTimeAsync(300);
    expect([vm.status, vm.options.map((g) => g.sysname)]).toEqual(['done', ['lucky-fortune', 'lucky-gems']]);
    vm.setQuery('royal');
    await vi.advanceTimersByTimeAsync(300);
    vm.dispose();
    vm.dispose();
    await vm.start();
    await vi.advanceTimersByTimeAsync(300);
    expect([vm.status, vm.options.map((g) => g.sysname)]).toEqual(['done', ['royal-gems']]);
  });

  it('waits for a pause in typing and for enough letters before asking', async () => {
    const { vm, fakes } = setup();
    vm.setQuery('l');
    vm.setQuery('lu');
    vm.setQuery('luc');
    expect(fakes.games.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(fakes.games.requests.map((r) => r.query)).toEqual(['luc']);
    expect(vm.options.map((g) => g.sysname)).toEqual(['lucky-fortune', 'lucky-gems']);
  });

  it('cancels an older request and never shows its answer over a newer query', async () => {
    const { vm, fakes } = setup();
    let release!: () => void;
    fakes.games.answer = (r) => (r.query === 'lucky' ? new Promise((resolve) => (release = () => resolve(ok({ items: gameList(3, 500), total: 3 })))) : undefined);
    vm.setQuery('lucky');
    await vi.advanceTimersByTimeAsync(300);
    vm.setQuery('royal');
    await vi.advanceTimersByTimeAsync(300);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(fakes.games.signals[0]?.aborted).toBe(true);
    expect(vm.options.map((g) => g.sysname)).toEqual(['royal-gems']);
  });

  it('suggests recently opened games first, then popular ones, before typing', async () => {
    const { vm, storage } = setup();
    storage.set(RECENT_SEARCH_KEY, ['royal-gems']);
    await vm.start();
    expect(vm.options[0]?.sysname).toBe('royal-gems');
    expect(vm.options.filter((g) => g.sysname === 'royal-gems')).toHaveLength(1);
    vm.opened('lucky-gems');
    expect(storage.get(RECENT_SEARCH_KEY)).toEqual(['lucky-gems', 'royal-gems']);
  });
});
