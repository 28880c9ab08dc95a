import { FakeHomeBanners, bannerItem, honourSignals } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { gamesKit } from '../shared/test-kit.ts';
import { HOME_ROW_SIZE, HomeViewModel } from './home.vm.ts';

const failure = err({ type: 'InternalServerErrorException', status: 500, message: 'x', fieldErrors: {}, errorData: {} });

function setup() {
  const kit = gamesKit();
  const banners = new FakeHomeBanners();
  kit.fakes.categories.result = ok([1, 2, 3, 4, 5].map((id) => ({ id, sysname: `c${id}`, name: `Category ${id}` })));
  return { ...kit, banners, vm: new HomeViewModel(banners, kit.fakes.games, kit.fakes.categories, kit.content, kit.session) };
}

describe('HomeViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and follows the player again', async () => {
    const kit = gamesKit();
    kit.fakes.categories.result = ok([1, 2].map((id) => ({ id, sysname: `c${id}`, name: `Category ${id}` })));
    const vm = new HomeViewModel(honourSignals(new FakeHomeBanners()), honourSignals(kit.fakes.games), honourSignals(kit.fakes.categories), kit.content, kit.session);
    const first = vm.start();
    vm.dispose();
    const second = vm.start();
    await Promise.all([first, second]);
    expect([vm.bannersStatus, vm.rowsStatus, vm.banners.length]).toEqual(['ready', 'ready', 3]);
    expect(vm.rows.map((r) => r.status)).toEqual(['ready', 'ready']);
    vm.dispose();
    vm.dispose();
    await vm.start();
    expect([vm.bannersStatus, vm.rowsStatus]).toEqual(['ready', 'ready']);
    // the sign-in reaction was stopped by dispose and started again by start
    kit.fakes.games.likes = ['game-2'];
    await kit.signIn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.favourites?.games.map((g) => g.sysname)).toEqual(['game-2']);
    vm.dispose();
  });

  it('loads the main banners with their configured image, and a row per category (four at most)', async () => {
    const { vm, banners, fakes } = setup();
    banners.result = ok([bannerItem(1), bannerItem(2, { images: null })]);
    await vm.start();
    expect(vm.banners.map((b) => b.id)).toEqual([1]);
    expect(banners.requests[0]).toMatchObject({ position: 'main_slider', count: 10 });
    expect(vm.rows.map((r) => [r.id, r.status, r.games.length])).toEqual([['c1', 'ready', 12], ['c2', 'ready', 12], ['c3', 'ready', 12], ['c4', 'ready', 12]]);
    expect(fakes.games.requests.every((r) => r.count === HOME_ROW_SIZE)).toBe(true);
  });

  it('asks for favourites only for a signed-in player who has some', async () => {
    const { vm, fakes, signIn } = setup();
    await vm.start();
    expect(vm.favourites).toBeNull();
    expect(fakes.games.requests.some((r) => r.liked)).toBe(false);
    fakes.games.likes = ['game-2'];
    await signIn();
    await vm.loadFavourites();
    expect(vm.favourites?.games.map((g) => g.sysname)).toEqual(['game-2']);
  });

  it('keeps the rest of the page when one part fails', async () => {
    const { vm, banners, fakes } = setup();
    banners.result = failure;
    fakes.games.answer = (r) => (r.category === 'c2' ? failure : undefined);
    await vm.start();
    expect(vm.bannersStatus).toBe('failed');
    expect(vm.rows.map((r) => r.status)).toEqual(['ready', 'failed', 'ready', 'ready']);
  });
});
