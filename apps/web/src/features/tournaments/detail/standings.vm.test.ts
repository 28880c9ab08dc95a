import { err, failure, honourSignals } from '@casino/adapters/testing';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { tournamentsKit } from '../testing.ts';
import { STANDINGS_PAGE, StandingsViewModel } from './standings.vm.ts';

function setup() {
  const kit = tournamentsKit();
  const vm = new StandingsViewModel(kit.port);
  vm.setTournament(1);
  return { ...kit, vm };
}

describe('StandingsViewModel', () => {
  it('reads its page again when the screen comes back after a remount disposed it mid-load (StrictMode, Activity)', async () => {
    const kit = tournamentsKit();
    const vm = new StandingsViewModel(honourSignals(kit.port));
    vm.setTournament(1);
    const opening = vm.toggle();
    vm.dispose();
    // the screen's effect on the way back up
    vm.setTournament(1);
    await opening;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([vm.open, vm.loading, vm.failed, vm.rows.length]).toEqual([true, false, false, 20]);
    vm.dispose();
    vm.dispose();
    vm.setTournament(1);
    await vm.more();
    expect([vm.failed, vm.rows.length]).toEqual([false, 40]);
    expect(kit.port.callsOf('standings').map((c) => c.args[1])).toEqual([{ offset: 0, count: 20 }, { offset: 0, count: 20 }, { offset: 20, count: 20 }]);
  });

  it('reads nothing until opened, then the first page; closing and opening again reads nothing more', async () => {
    const { vm, port } = setup();
    expect(port.callsOf('standings')).toHaveLength(0);
    await vm.toggle();
    expect(vm.open).toBe(true);
    expect(port.callsOf('standings')[0]?.args).toEqual([1, { offset: 0, count: STANDINGS_PAGE }]);
    expect(vm.rows.map((r) => r.place)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(vm.total).toBe(45);
    expect(vm.hasMore).toBe(true);
    await vm.toggle();
    await vm.toggle();
    expect(port.callsOf('standings')).toHaveLength(1);
  });

  it('pages on from the rows shown until all are read; a press while a page loads asks once', async () => {
    const { vm, port } = setup();
    await vm.toggle();
    const first = vm.more();
    const second = vm.more();
    await Promise.all([first, second]);
    expect(port.callsOf('standings').map((c) => c.args[1])).toEqual([{ offset: 0, count: 20 }, { offset: 20, count: 20 }]);
    await vm.more();
    expect(vm.rows).toHaveLength(45);
    expect(vm.hasMore).toBe(false);
    await vm.more();
    expect(port.callsOf('standings')).toHaveLength(3);
  });

  it('a failed page keeps the rows shown, says so, and the next press asks for the same page again', async () => {
    const { vm, port } = setup();
    await vm.toggle();
    port.standingsFailure = err(failure());
    await vm.more();
    expect(vm.failed).toBe(true);
    expect(vm.rows).toHaveLength(20);
    expect(vm.loading).toBe(false);
    port.standingsFailure = null;
    await vm.more();
    expect(vm.failed).toBe(false);
    expect(port.callsOf('standings').map((c) => c.args[1])).toEqual([{ offset: 0, count: 20 }, { offset: 20, count: 20 }, { offset: 20, count: 20 }]);
    expect(vm.rows).toHaveLength(40);
  });

  it('a view observing "more to read" sees it change as pages come in', async () => {
    const { vm, port } = setup();
    port.standingsTotal = 30;
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(vm.hasMore));
    await vm.toggle();
    await vm.more();
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('a failed first page can be tried again; another tournament starts afresh and an old answer is dropped', async () => {
    const { vm, port } = setup();
    port.standingsFailure = err(failure());
    await vm.toggle();
    expect(vm.failed).toBe(true);
    expect(vm.hasMore).toBe(false);
    port.standingsFailure = null;
    await vm.more();
    expect(vm.rows).toHaveLength(20);
    const late = vm.more();
    vm.setTournament(2);
    await late;
    expect(vm.rows).toHaveLength(0);
    expect(vm.open).toBe(false);
  });
});
