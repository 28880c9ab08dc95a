import { gameList, honourSignals } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { gamesKit } from '../shared/test-kit.ts';
import { HallCache } from './hall-cache.ts';
import { GamesHallViewModel } from './hall.vm.ts';

function setup() {
  const kit = gamesKit();
  const cache = new HallCache();
  const make = () => new GamesHallViewModel(kit.fakes.games, kit.fakes.categories, kit.content, kit.session, cache);
  return { ...kit, cache, make, vm: make() };
}

const failure = err({ type: 'InternalServerErrorException', status: 500, message: 'boom', fieldErrors: {}, errorData: {} });

describe('GamesHallViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), filters and games, and pages on after', async () => {
    const kit = gamesKit();
    const vm = new GamesHallViewModel(honourSignals(kit.fakes.games), honourSignals(kit.fakes.categories), kit.content, kit.session, new HallCache());
    const first = Promise.all([vm.start(), vm.show({})]);
    vm.dispose();
    const second = Promise.all([vm.start(), vm.show({})]);
    await Promise.all([first, second]);
    expect([vm.status, vm.games.length]).toEqual(['ready', 18]);
    expect(vm.providers.length).toBeGreaterThan(0);
    // a page on its way when the screen went down: the screen coming back shows its address, and "more" works again
    const more = vm.loadMore();
    vm.dispose();
    vm.dispose();
    await Promise.all([more, vm.start(), vm.show({})]);
    expect([vm.loadingMore, vm.games.length]).toEqual([false, 18]);
    await vm.loadMore();
    expect([vm.status, vm.moreFailed, vm.games.length]).toEqual(['ready', false, 36]);
  });

  it('reads the filters from the query and asks for the first page of 18 with them', async () => {
    const { vm, fakes } = setup();
    await vm.show({ category: 'slots', providers: 'aurora-gaming,copperfox', sort: 'name' });
    expect(vm.filters).toEqual({ category: 'slots', providers: ['aurora-gaming', 'copperfox'], sort: 'name' });
    expect(fakes.games.requests.at(-1)).toEqual({ offset: 0, count: 18, sort: 'name', providers: ['aurora-gaming', 'copperfox'], category: 'slots' });
  });

  it('writes changed filters back into the address, keeping a category that came from the path', async () => {
    const { vm } = setup();
    await vm.show({ providers: 'a' });
    expect(vm.hrefFor({ providers: ['a', 'b'] })).toBe('/gamehall?providers=a,b');
    expect(vm.hrefFor({ category: 'live', sort: 'rtp' })).toBe('/gamehall?category=live&providers=a&sort=rtp');
    await vm.show({ sort: 'name' }, 'slots');
    expect(vm.hrefFor({ providers: ['x'] })).toBe('/gamehall/slots?providers=x&sort=name');
    expect(vm.hrefFor({ category: undefined })).toBe('/gamehall?sort=name');
  });

  it('a second choice made before the address followed the first builds on it (two providers picked quickly)', async () => {
    const { vm } = setup();
    await vm.show({ category: 'megaways' });
    expect(vm.choose({ providers: ['aurora-gaming'] })).toBe('/gamehall?category=megaways&providers=aurora-gaming');
    // the address has not changed yet: the select already shows the first choice, and the second adds to it
    expect(vm.filters.providers).toEqual(['aurora-gaming']);
    expect(vm.choose({ providers: [...vm.filters.providers, 'copperfox'] })).toBe('/gamehall?category=megaways&providers=aurora-gaming,copperfox');
  });

  it('pages by 18 and merges without duplicates until every game is shown', async () => {
    const { vm, fakes } = setup();
    fakes.games.games = gameList(40);
    await vm.show({});
    expect(vm.games).toHaveLength(18);
    await vm.loadMore();
    // a game that moved between pages is not shown twice
    fakes.games.games = [fakes.games.games[0]!, ...gameList(39, 2)];
    await vm.loadMore();
    expect(vm.games).toHaveLength(40);
    expect(new Set(vm.games.map((g) => g.sysname)).size).toBe(40);
    expect(vm.hasMore).toBe(false);
    expect(fakes.games.requests.map((r) => r.offset)).toEqual([0, 18, 36]);
  });

  it('shows a failure with a retry instead of an empty hall, and keeps loaded games when a later page fails', async () => {
    const { vm, fakes } = setup();
    fakes.games.answer = () => failure;
    await vm.show({});
    expect(vm.status).toBe('failed');
    fakes.games.answer = null;
    await vm.retry();
    expect([vm.status, vm.games.length]).toEqual(['ready', 18]);
    fakes.games.answer = () => failure;
    await vm.loadMore();
    expect([vm.moreFailed, vm.games.length, vm.status]).toEqual([true, 18, 'ready']);
  });

  it('comes back to a list seen before from the cache, without asking again (Back and Forward)', async () => {
    const { vm, fakes, make } = setup();
    await vm.show({ providers: 'aurora-gaming' });
    await vm.loadMore();
    const again = make();
    await again.show({ providers: 'aurora-gaming' });
    expect(again.games).toHaveLength(36);
    expect(fakes.games.requests).toHaveLength(2);
  });

  it('never lets an older answer replace a newer filter', async () => {
    const { vm, fakes } = setup();
    let release!: () => void;
    fakes.games.answer = (r) => (r.providers?.includes('slow') ? new Promise((resolve) => (release = () => resolve(ok({ items: gameList(1, 900), total: 1 })))) : undefined);
    const slow = vm.show({ providers: 'slow' });
    await vm.show({ providers: 'aurora-gaming' });
    release();
    await slow;
    expect(vm.filters.providers).toEqual(['aurora-gaming']);
    expect(vm.games[0]?.sysname).toBe('game-1');
    expect(fakes.games.signals[0]?.aborted).toBe(true);
  });

  it('lists the favourites category from the likes, and not at all for guests', async () => {
    const { vm, fakes, signIn } = setup();
    await vm.show({ category: 'favourites' });
    expect([vm.games, fakes.games.requests]).toEqual([[], []]);
    await signIn();
    fakes.games.likes = ['game-3'];
    await vm.show({ category: 'favourites' });
    expect(fakes.games.requests.at(-1)).toMatchObject({ liked: true });
    expect(vm.games.map((g) => g.sysname)).toEqual(['game-3']);
  });
});
