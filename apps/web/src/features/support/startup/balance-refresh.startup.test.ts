// @vitest-environment jsdom
import { accountInfo, FakeAccountPort, FakeClock, FakeContentPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger } from '@casino/adapters/testing';
import { defaultContentConfig } from '@casino/domain/ports';
import { Container } from 'inversify';
import { runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { withChunkOf } from '../../../shared/di/lazy-chunk.ts';
import { loadsAfterStopWhileWaiting } from '../../../shared/startup/testing.ts';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { BalanceRefreshViewModel } from '../balance-refresh/balance-refresh.vm.ts';
import { BalanceRefreshStartup } from './balance-refresh.startup.ts';
import { RouteWatchStore } from './route-watch.store.ts';

const settings = { isEnabledInterval: true, countSecondsForInterval: 10, isEnabledRequestsAfterClick: true, countSecondsForDelayBetweenClick: 0 };

function setup() {
  const clock = new FakeClock();
  const account = new FakeAccountPort();
  const logger = new RecordingLogger();
  const session = new SessionStore(account, new MemoryLocalStorage(), new RecordingAnalytics(), logger, new FatalErrorStore(''));
  const content = new ContentStore(new FakeContentPort(), logger);
  runInAction(() => (content.config = { ...defaultContentConfig('en'), sections: { functionalSettings: { settingsForUpdBalance: settings } } }));
  const route = new RouteWatchStore();
  route.update('index', '/');
  const services = new Container();
  services.bind(BalanceRefreshViewModel).toConstantValue(new BalanceRefreshViewModel(session, content, route, clock));
  const startup = new BalanceRefreshStartup(session, withChunkOf((importer) => importer(), services));
  const refreshes = () => account.calls.filter((c) => c === 'getBalance').length;
  return { clock, session, startup, refreshes };
}

describe('BalanceRefreshStartup', () => {
  it('stopped while waiting for a player: a later sign-in loads nothing', async () => {
    expect(await loadsAfterStopWhileWaiting(BalanceRefreshStartup, (session) => session.setAccount(accountInfo({ uid: 7 })))).toBe(0);
  });

  it('stopped once running: clicks and the periodic check no longer refresh', async () => {
    const { clock, session, startup, refreshes } = setup();
    session.setAccount(accountInfo({ uid: 7 }));
    await startup.start();
    expect(clock.pendingTimers).toBe(1); // the periodic check
    window.dispatchEvent(new Event('click'));
    await vi.waitFor(() => expect(refreshes()).toBe(1));
    startup.stop();
    startup.stop();
    expect(clock.pendingTimers).toBe(0);
    window.dispatchEvent(new Event('click'));
    clock.advance(60_000);
    await Promise.resolve();
    expect(refreshes()).toBe(1);
  });
});
