import { accountInfo, FakeAccountPort, FakeClock, FakeContentPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, balances } from '@casino/adapters/testing';
import type { BalanceRefreshSettings } from '@casino/domain/policies';
import { ok } from '@casino/domain/shared';
import { defaultContentConfig } from '@casino/domain/ports';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { RouteWatchStore } from '../startup/route-watch.store.ts';
import { attachBalanceRefresh } from './attach-balance-refresh.ts';
import { BalanceRefreshViewModel } from './balance-refresh.vm.ts';

const SECOND = 1000;

function setup(settings: Partial<BalanceRefreshSettings>, options: { signedIn?: boolean; path?: string } = {}) {
  const clock = new FakeClock();
  const account = new FakeAccountPort();
  const logger = new RecordingLogger();
  const session = new SessionStore(account, new MemoryLocalStorage(), new RecordingAnalytics(), logger, new FatalErrorStore(''));
  if (options.signedIn ?? true) session.setAccount(accountInfo({ uid: 7 }));
  const content = new ContentStore(new FakeContentPort(), logger);
  runInAction(() => (content.config = { ...defaultContentConfig('en'), sections: { functionalSettings: { settingsForUpdBalance: settings } } }));
  const route = new RouteWatchStore();
  route.update('index', options.path ?? '/');
  const vm = new BalanceRefreshViewModel(session, content, route, clock);
  vm.start();
  const refreshes = () => account.calls.filter((c) => c === 'getBalance').length;
  /** Advances the clock and lets each refresh's promise settle. */
  const advance = async (ms: number) => {
    for (let left = ms; left > 0; left -= SECOND) {
      clock.advance(Math.min(SECOND, left));
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  return { vm, clock, account, session, route, refreshes, advance };
}

const interval = { isEnabledInterval: true, countSecondsForInterval: 10, isEnabledTurnOffRequests: true, countMinutesAfterWhichRequestsTurnedOff: 5 };

describe('BalanceRefreshViewModel', () => {
  it('refreshes on its interval again when started after a dispose, with one timer however often it is started', async () => {
    const { vm, clock, refreshes, advance } = setup(interval);
    vm.dispose();
    vm.dispose();
    expect(clock.pendingTimers).toBe(0);
    vm.start();
    vm.start();
    expect(clock.pendingTimers).toBe(1);
    await advance(10 * SECOND);
    expect(refreshes()).toBe(1);
  });

  it('follows the page’s clicks again once attached after a detach', async () => {
    const { vm, refreshes, advance } = setup({ isEnabledRequestsAfterClick: true, countSecondsForDelayBetweenClick: 1 });
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const win = Object.assign(new EventTarget(), { document }) as unknown as Window;
    const detach = attachBalanceRefresh(vm, win);
    detach();
    win.dispatchEvent(new Event('click'));
    expect(refreshes()).toBe(0);
    attachBalanceRefresh(vm, win);
    win.dispatchEvent(new Event('click'));
    await advance(SECOND);
    expect(refreshes()).toBe(1);
  });

  it('refreshes every interval and writes the new balance to the session', async () => {
    const { refreshes, advance, account, session } = setup(interval);
    account.balance = ok(balances(42));
    await advance(9 * SECOND);
    expect(refreshes()).toBe(0);
    await advance(1 * SECOND);
    expect(refreshes()).toBe(1);
    expect(session.balances?.main.amount).toBe(42);
    await advance(20 * SECOND);
    expect(refreshes()).toBe(3);
  });

  it('stops after the configured minutes without clicks; a click starts it again', async () => {
    const { vm, refreshes, advance } = setup(interval);
    await advance(5 * 60 * SECOND);
    const atTurnOff = refreshes();
    expect(atTurnOff).toBe(29); // the 30th would fall exactly at five minutes of silence
    await advance(60 * SECOND);
    expect(refreshes()).toBe(atTurnOff);
    vm.onClick();
    await advance(10 * SECOND);
    expect(refreshes()).toBe(atTurnOff + 1);
  });

  it('keeps going without clicks when the turn-off is disabled', async () => {
    const { refreshes, advance } = setup({ ...interval, isEnabledTurnOffRequests: false });
    await advance(10 * 60 * SECOND);
    expect(refreshes()).toBe(60);
  });

  it('refreshes after a click, at most once per configured delay', async () => {
    const { vm, refreshes, advance } = setup({ isEnabledRequestsAfterClick: true, countSecondsForDelayBetweenClick: 1 });
    vm.onClick();
    vm.onClick();
    await advance(500);
    vm.onClick();
    expect(refreshes()).toBe(1);
    await advance(SECOND);
    vm.onClick();
    expect(refreshes()).toBe(2);
  });

  it('does nothing with the defaults (both kinds disabled)', async () => {
    const { vm, refreshes, advance, clock } = setup({});
    vm.onClick();
    await advance(60 * SECOND);
    expect(refreshes()).toBe(0);
    expect(clock.pendingTimers).toBe(0);
  });

  it('never runs for guests or on game pages, and pauses while the tab is hidden', async () => {
    const guest = setup({ ...interval, isEnabledRequestsAfterClick: true }, { signedIn: false });
    guest.vm.onClick();
    await guest.advance(30 * SECOND);
    expect(guest.refreshes()).toBe(0);

    const game = setup({ ...interval, isEnabledRequestsAfterClick: true }, { path: '/ru/game/book-of-ra' });
    game.vm.onClick();
    await game.advance(30 * SECOND);
    expect(game.refreshes()).toBe(0);
    expect(game.clock.pendingTimers).toBe(0);
    game.route.update('index', '/');
    await game.advance(10 * SECOND);
    expect(game.refreshes()).toBe(1);

    const tab = setup(interval);
    tab.vm.setHidden(true);
    await tab.advance(30 * SECOND);
    expect(tab.refreshes()).toBe(0);
    tab.vm.setHidden(false);
    await tab.advance(SECOND);
    expect(tab.refreshes()).toBe(1);
  });

  it('stops its timer when disposed and when the player logs out', async () => {
    const { vm, clock, session } = setup(interval);
    expect(clock.pendingTimers).toBe(1);
    session.setAccount(accountInfo({ uid: 0 }));
    expect(clock.pendingTimers).toBe(0);
    session.setAccount(accountInfo({ uid: 7 }));
    expect(clock.pendingTimers).toBe(1);
    vm.dispose();
    expect(clock.pendingTimers).toBe(0);
  });
});
