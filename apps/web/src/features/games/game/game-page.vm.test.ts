import { accountInfo, balances, gameSummary, honourSignals } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { defaultContentConfig } from '@casino/domain/ports';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamesKit } from '../shared/test-kit.ts';
import { GAME_READY_TIMEOUT_MS, GamePageViewModel } from './game-page.vm.ts';

function setup() {
  const kit = gamesKit();
  kit.fakes.games.games = [gameSummary('with-demo', { id: 11, hasDemo: true }), gameSummary('no-demo', { id: 12, hasDemo: false })];
  return { ...kit, vm: new GamePageViewModel(kit.fakes.games, kit.session, kit.content, kit.pause) };
}
const SITE = 'https://casino.test';

afterEach(() => vi.useRealTimers());

describe('GamePageViewModel', () => {
  it('opens again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
    const kit = setup();
    const vm = new GamePageViewModel(honourSignals(kit.fakes.games), kit.session, kit.content, kit.pause);
    const first = vm.open('with-demo', false);
    vm.dispose();
    const second = vm.open('with-demo', false);
    await Promise.all([first, second]);
    expect([vm.status, vm.game?.sysname]).toEqual(['ready', 'with-demo']);
    vm.dispose();
    vm.dispose();
    await vm.open('no-demo', false);
    expect([vm.status, vm.game?.sysname]).toEqual(['ready', 'no-demo']);
  });

  it('gives the frame its wait back after a remount, and keeps a frame that already said it is ready', async () => {
    vi.useFakeTimers();
    const { vm } = setup();
    await vm.open('with-demo', false);
    vm.frameStarted();
    vm.dispose();
    // the view's effect on the way back up, same frame
    vm.frameStarted();
    vi.advanceTimersByTime(GAME_READY_TIMEOUT_MS);
    expect(vm.frame).toBe('failed');
    vm.retryFrame();
    vm.frameStarted();
    const frame = { name: 'game frame' };
    vm.receive({ origin: SITE, data: { type: 'game:ready' }, source: frame }, SITE, frame);
    vm.dispose();
    vm.frameStarted();
    vi.advanceTimersByTime(GAME_READY_TIMEOUT_MS);
    expect(vm.frame).toBe('ready');
  });

  it('gives guests demo play where the game has one, and registration where it has none', async () => {
    const { vm } = setup();
    await vm.open('with-demo', false);
    expect([vm.launch, vm.frameSrc]).toEqual(['demo', '/platform/game/11/demo']);
    const other = setup().vm;
    await other.open('no-demo', false);
    expect([other.launch, other.frameSrc]).toEqual(['register', null]);
  });

  it('lets players choose real or demo play, demo only where there is one', async () => {
    const { vm, signIn } = setup();
    await signIn();
    await vm.open('with-demo', false);
    expect(vm.frameSrc).toBe('/platform/game/11/play');
    vm.setWantsDemo(true);
    expect(vm.frameSrc).toBe('/platform/game/11/demo');
    expect(vm.canSwitchMode).toBe(true);
  });

  it('shows a player their total balance for the game bar, a guest none', async () => {
    const { vm, fakes, session } = setup();
    await vm.open('with-demo', false);
    expect(vm.balance).toBeUndefined();
    fakes.account.info = ok(accountInfo({ uid: 7, login: 'p@example.com', balances: balances(40, 10.5) }));
    await session.load();
    expect(vm.balance).toBe('€50.50');
  });

  it('says when the game does not exist or could not be loaded', async () => {
    const { vm, fakes } = setup();
    await vm.open('nope', false);
    expect(vm.status).toBe('notFound');
    const failing = setup();
    failing.fakes.games.answer = () => err({ type: 'NetworkError', status: 0, message: 'offline', fieldErrors: {}, errorData: {} });
    await failing.vm.open('with-demo', false);
    expect(failing.vm.status).toBe('failed');
    expect(fakes.games.requests[0]).toMatchObject({ sysnames: ['nope'], count: 1 });
  });

  it('listens only to its frame: ready ends the wait, a balance change asks for a refresh', async () => {
    const { vm, signIn } = setup();
    await signIn();
    await vm.open('with-demo', false);
    vm.frameStarted();
    const frame = { name: 'game frame' };
    expect(vm.receive({ origin: 'https://evil.test', data: { type: 'game:ready' }, source: frame }, SITE, frame)).toBe('none');
    expect(vm.frame).toBe('loading');
    vm.receive({ origin: SITE, data: { type: 'game:ready' }, source: frame }, SITE, frame);
    expect(vm.frame).toBe('ready');
    expect(vm.receive({ origin: SITE, data: { type: 'game:balance' }, source: frame }, SITE, frame)).toBe('refreshBalance');
    expect(vm.receive({ origin: 'https://evil.test', data: { type: 'game:balance' }, source: frame }, SITE, frame)).toBe('none');
  });

  it('ignores messages of our origin from any other window (the page itself, another frame), and all before the frame exists', async () => {
    const { vm, signIn } = setup();
    await signIn();
    await vm.open('with-demo', false);
    vm.frameStarted();
    const frame = { name: 'game frame' };
    expect(vm.receive({ origin: SITE, data: { type: 'game:ready' }, source: { name: 'other' } }, SITE, frame)).toBe('none');
    expect(vm.receive({ origin: SITE, data: { type: 'game:ready' }, source: null }, SITE, frame)).toBe('none');
    expect(vm.frame).toBe('loading');
    expect(vm.receive({ origin: SITE, data: { type: 'game:balance' }, source: { name: 'other' } }, SITE, frame)).toBe('none');
    expect(vm.receive({ origin: SITE, data: { type: 'game:balance' }, source: null }, SITE, null)).toBe('none');
  });

  it('calls a frame that never says it is ready a failure, and a retry starts the wait again', async () => {
    vi.useFakeTimers();
    const { vm } = setup();
    await vm.open('with-demo', false);
    vm.frameStarted();
    vi.advanceTimersByTime(GAME_READY_TIMEOUT_MS);
    expect(vm.frame).toBe('failed');
    vm.retryFrame();
    vm.frameStarted();
    expect([vm.frame, vm.attempt]).toEqual(['loading', 1]);
  });

  it('offers full screen as the configuration says', async () => {
    const { vm, content, fakes } = setup();
    fakes.content.configs.en = ok({ ...defaultContentConfig('en'), sections: { games: { fullScreenMode: 'telegram' } } });
    await content.load('en');
    expect([vm.fullScreenAvailable(false), vm.fullScreenAvailable(true)]).toEqual([false, true]);
  });

  it('reports a pause while a reality check waits for the player, and lifts it after', () => {
    const { vm, pause } = setup();
    expect(vm.paused).toBe(false);
    pause.pause('reality-check');
    expect(vm.paused).toBe(true);
    pause.resume('reality-check');
    expect(vm.paused).toBe(false);
  });
});
