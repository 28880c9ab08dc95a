import { err, failure, honourSignals, leaderboard, ok, standing, tournament } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { tournamentsKit } from '../testing.ts';
import { LEADERBOARD_REFRESH_MS, TournamentViewModel } from './tournament.vm.ts';

function setup(options?: { signedIn?: boolean }) {
  const kit = tournamentsKit(options);
  const vm = new TournamentViewModel(kit.port, kit.store, kit.session, kit.clock);
  return { ...kit, vm };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TournamentViewModel', () => {
  it('loads and refreshes again after a remount disposed it mid-load (StrictMode, Activity); dispose twice is safe', async () => {
    const kit = tournamentsKit();
    const { port, clock } = kit;
    const vm = new TournamentViewModel(honourSignals(port), kit.store, kit.session, clock);
    const first = vm.load(1);
    vm.dispose();
    const second = vm.load(1);
    await Promise.all([first, second]);
    expect([vm.status, vm.boardFailed]).toEqual(['ready', false]);
    expect(vm.board?.items).toHaveLength(3);
    // one refresh timer, started by the load that counts
    expect(clock.pendingTimers).toBe(1);
    const calls = port.callsOf('leaderboard').length;
    clock.advance(LEADERBOARD_REFRESH_MS);
    await flush();
    expect(port.callsOf('leaderboard')).toHaveLength(calls + 1);
    expect(vm.boardFailed).toBe(false);
    vm.dispose();
    vm.dispose();
    expect(clock.pendingTimers).toBe(0);
    await vm.load(1);
    expect([vm.status, vm.boardFailed]).toEqual(['ready', false]);
    expect(clock.pendingTimers).toBe(1);
    clock.advance(LEADERBOARD_REFRESH_MS);
    await flush();
    expect(port.callsOf('leaderboard')).toHaveLength(calls + 3);
    expect(vm.boardFailed).toBe(false);
    vm.dispose();
  });

  it('loads the tournament and its standings, and counts down to its end', async () => {
    const { vm, port } = setup();
    await vm.load(1);
    expect(vm.status).toBe('ready');
    expect(vm.board?.items).toHaveLength(3);
    expect(vm.countdown).toEqual({ kind: 'endsIn', seconds: 86_400 });
    expect(port.callsOf('leaderboard')[0]?.args).toEqual([1, 10]);
  });

  it('an unknown tournament is not found; a failed load is failed (never blank)', async () => {
    const { vm, port } = setup();
    await vm.load(99);
    expect(vm.status).toBe('notFound');
    port.tournaments = err(failure());
    await vm.load(1);
    expect(vm.status).toBe('failed');
  });

  it('joins once: a second press while the call runs sends nothing, then the tournament reloads and the list entry refreshes', async () => {
    const { vm, port, store } = setup();
    await store.load();
    await vm.load(1);
    let release!: () => void;
    port.gate = new Promise((resolve) => (release = resolve));
    const first = vm.participate();
    expect(vm.sending).toBe(true);
    expect(await vm.participate()).toBe('ignored');
    port.tournaments = ok([tournament({ userInfo: { isParticipant: true, place: 4, points: 0 }, totalParticipants: 4 })]);
    release();
    expect(await first).toBe('joined');
    expect(port.callsOf('participate')).toHaveLength(1);
    expect(vm.isParticipant).toBe(true);
    expect(vm.canParticipate).toBe(false);
    expect(store.items.find((t) => t.id === 1)?.totalParticipants).toBe(4);
    expect(await vm.participate()).toBe('ignored');
    expect(port.callsOf('participate')).toHaveLength(1);
  });

  it('an answer other than 1, or a failed call, says "Failed to participate in tournament" and allows another try', async () => {
    const { vm, port } = setup();
    await vm.load(1);
    port.participation = ok(false);
    expect(await vm.participate()).toBe('failed');
    expect(vm.error?.message).toBe('Failed to participate in tournament');
    port.participation = err(failure('InvalidParameterException', 400));
    expect(await vm.participate()).toBe('failed');
    expect(vm.sending).toBe(false);
    expect(port.callsOf('participate')).toHaveLength(2);
  });

  it('a guest is asked to register and nothing is sent', async () => {
    const { vm, port } = setup({ signedIn: false });
    await vm.load(1);
    expect(await vm.participate()).toBe('register');
    expect(port.callsOf('participate')).toHaveLength(0);
  });

  it('refreshes the standings while visible, pauses in a background tab and refreshes at once when back', async () => {
    const { vm, port, clock } = setup();
    await vm.load(1);
    expect(port.callsOf('leaderboard')).toHaveLength(1);
    clock.advance(LEADERBOARD_REFRESH_MS);
    expect(port.callsOf('leaderboard')).toHaveLength(2);
    vm.setVisible(false);
    clock.advance(LEADERBOARD_REFRESH_MS * 5);
    expect(port.callsOf('leaderboard')).toHaveLength(2);
    vm.setVisible(true);
    expect(port.callsOf('leaderboard')).toHaveLength(3);
    clock.advance(LEADERBOARD_REFRESH_MS);
    expect(port.callsOf('leaderboard')).toHaveLength(4);
    vm.dispose();
    clock.advance(LEADERBOARD_REFRESH_MS * 3);
    expect(port.callsOf('leaderboard')).toHaveLength(4);
    expect(clock.pendingTimers).toBe(0);
  });

  it('a finished tournament is not refreshed and cannot be joined', async () => {
    const { vm, port, clock } = setup();
    port.tournaments = ok([tournament({ status: 'finished' })]);
    await vm.load(1);
    clock.advance(LEADERBOARD_REFRESH_MS * 3);
    expect(port.callsOf('leaderboard')).toHaveLength(1);
    expect(vm.canParticipate).toBe(false);
    expect(vm.countdown?.kind).toBe('ended');
  });

  it('adds the player\'s own row below the top when it is outside it, not when it is inside', async () => {
    const { vm, port } = setup();
    const me = standing(42, { isMe: true });
    port.board = ok(leaderboard({ me }));
    await vm.load(1);
    expect(vm.ownRowBelow).toEqual(me);
    port.board = ok(leaderboard({ items: [standing(1), standing(2, { isMe: true })], me: standing(2, { isMe: true }) }));
    await vm.refreshBoard();
    expect(vm.ownRowBelow).toBeNull();
  });

  it('a failed refresh keeps the last standings and says so', async () => {
    const { vm, port, clock } = setup();
    await vm.load(1);
    port.board = err(failure());
    clock.advance(LEADERBOARD_REFRESH_MS);
    await flush();
    expect(vm.boardFailed).toBe(true);
    expect(vm.board?.items).toHaveLength(3);
  });
});
