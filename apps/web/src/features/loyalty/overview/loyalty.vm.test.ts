import { FakeAccountPort, FakeLoyaltyPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, accountInfo, err, failure, honourSignals } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { LoyaltyStore } from '../loyalty.store.ts';
import { LoyaltyViewModel } from './loyalty.vm.ts';

function setup() {
  const port = new FakeLoyaltyPort();
  const session = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore(''));
  session.setAccount(accountInfo({ uid: 7 }));
  const vm = new LoyaltyViewModel(honourSignals(port), new LoyaltyStore(port, session, { current: 'en' }), session);
  return { port, vm };
}

describe('LoyaltyViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
    const { vm } = setup();
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(vm.status).toBe('ready');
    expect(vm.programmes.map((p) => p.sysname)).toEqual(['welcome-path']);
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(vm.status).toBe('ready');
  });

  it('shows the programmes and the player\'s account; failed programmes say so', async () => {
    const { vm, port } = setup();
    await vm.load();
    expect(vm.isGuest).toBe(false);
    expect(vm.loyalty.info?.points).toBe(500);
    port.programList = err(failure());
    await vm.load();
    expect(vm.status).toBe('failed');
  });
});
