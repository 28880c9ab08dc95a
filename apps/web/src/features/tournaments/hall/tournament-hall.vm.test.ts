import { FakeTournamentsPort, err, failure, honourSignals } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { TournamentHallViewModel } from './tournament-hall.vm.ts';

describe('TournamentHallViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
    const vm = new TournamentHallViewModel(honourSignals(new FakeTournamentsPort()));
    const first = vm.load(3);
    vm.dispose();
    const second = vm.load(3);
    await Promise.all([first, second]);
    expect(vm.status).toBe('ready');
    expect(vm.games).toHaveLength(12);
    vm.dispose();
    vm.dispose();
    await vm.goTo(2);
    expect(vm.status).toBe('ready');
    expect(vm.games[0]?.id).toBe(13);
  });

  it('pages the tournament\'s games twelve at a time', async () => {
    const port = new FakeTournamentsPort();
    const vm = new TournamentHallViewModel(port);
    await vm.load(3);
    expect(vm.games).toHaveLength(12);
    expect(vm.totalPages).toBe(3);
    await vm.goTo(3);
    expect(vm.games.map((g) => g.id)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(port.callsOf('games').map((c) => c.args)).toEqual([[3, { offset: 0, count: 12 }], [3, { offset: 24, count: 12 }]]);
  });

  it('a failed page is failed, and retry asks for the same page again', async () => {
    const port = new FakeTournamentsPort();
    port.gamesFailure = err(failure());
    const vm = new TournamentHallViewModel(port);
    await vm.load(3, 2);
    expect(vm.status).toBe('failed');
    port.gamesFailure = null;
    await vm.retry();
    expect(vm.status).toBe('ready');
    expect(port.callsOf('games').at(-1)?.args).toEqual([3, { offset: 12, count: 12 }]);
  });
});
