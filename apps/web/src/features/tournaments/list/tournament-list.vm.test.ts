import { honourSignals } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { tournamentsKit } from '../testing.ts';
import { TournamentsStore } from '../tournaments.store.ts';
import { TournamentListViewModel } from './tournament-list.vm.ts';

function setup() {
  const kit = tournamentsKit();
  const store = new TournamentsStore(honourSignals(kit.port), { current: 'en' });
  return { ...kit, store, vm: new TournamentListViewModel(store, kit.clock) };
}

describe('TournamentListViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity): the shared load is not left aborted', async () => {
    const { vm, store, clock } = setup();
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(store.status).toBe('ready');
    expect(vm.sections.find((s) => s.key === 'active')?.items).toHaveLength(1);
    expect(vm.loadedAt).toBe(clock.now());
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(store.status).toBe('ready');
  });

  it('a screen that goes away does not abort the load another screen still waits for', async () => {
    const { vm, store, port, clock } = setup();
    const teaser = new TournamentListViewModel(store, clock);
    const page = vm.load();
    const home = teaser.load();
    teaser.dispose();
    await Promise.all([page, home]);
    expect(store.status).toBe('ready');
    // both shared one load: one call per list kind
    expect(port.callsOf('list')).toHaveLength(2);
  });
});
