import { FakeAccountPort, FakeLoyaltyPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, accountInfo, honourSignals, product } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { LoyaltyStore } from '../loyalty.store.ts';
import { ShopViewModel } from './shop.vm.ts';

function setup({ signedIn = true } = {}) {
  const port = new FakeLoyaltyPort();
  const account = new FakeAccountPort();
  const session = new SessionStore(account, new MemoryLocalStorage(), new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore(''));
  if (signedIn) session.setAccount(accountInfo({ uid: 7 }));
  let n = 0;
  const vm = new ShopViewModel(port, new LoyaltyStore(port, session, { current: 'en' }), session, () => `key-${++n}`);
  return { port, vm, account };
}

describe('ShopViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and buys after it', async () => {
    const port = new FakeLoyaltyPort();
    const session = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore(''));
    session.setAccount(accountInfo({ uid: 7 }));
    const vm = new ShopViewModel(honourSignals(port), new LoyaltyStore(port, session, { current: 'en' }), session, () => 'key-1');
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(vm.status).toBe('ready');
    expect(vm.products).toHaveLength(3);
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(await vm.buy(product(1))).toBe('bought');
  });

  it('guests are sent to register; short points open the shortfall popup before anything is sent', async () => {
    const guest = setup({ signedIn: false });
    await guest.vm.load();
    expect(guest.vm.choose(product(1))).toBe('register');
    const { vm, port } = setup();
    await vm.load();
    expect(vm.points).toBe(500);
    expect(vm.choose(product(1))).toBe('confirm');
    expect(vm.choose(product(9))).toBe('insufficient');
    expect(vm.choose(product(2, { isAvailable: false }))).toBe('unavailable');
    expect(port.callsOf('buy')).toHaveLength(0);
  });

  it('buys once: a second press while it is on its way is ignored; points refresh after', async () => {
    const { vm, port } = setup();
    await vm.load();
    let release!: () => void;
    port.gate = new Promise((resolve) => (release = resolve));
    const first = vm.buy(product(2));
    expect(await vm.buy(product(2))).toBe('ignored');
    release();
    expect(await first).toBe('bought');
    expect(port.callsOf('buy')).toHaveLength(1);
    expect(vm.points).toBe(300);
    expect(vm.buying).toBeNull();
  });

  it('a server refusal for points is the shortfall popup; any other failure is a failure', async () => {
    const { vm, port } = setup();
    await vm.load();
    port.buyFailure = { kind: 'insufficientPoints' };
    expect(await vm.buy(product(1))).toBe('insufficient');
    port.buyFailure = { kind: 'failed', failure: { type: 'AccessDeniedException', status: 403, message: 'x', fieldErrors: {}, errorData: {} } };
    expect(await vm.buy(product(1))).toBe('failed');
    // a server error leaves it open whether the points were spent: not "failed", which would say they were not
    port.buyFailure = { kind: 'failed', failure: { type: 'InternalServerErrorException', status: 500, message: 'x', fieldErrors: {}, errorData: {} } };
    expect(await vm.buy(product(1))).toBe('unsure');
    expect(vm.buying).toBeNull();
  });

  it('a retry after no answer or a server error reuses the purchase\'s key; a settled purchase starts a new one', async () => {
    const { vm, port } = setup();
    await vm.load();
    port.buyFailure = { kind: 'failed', failure: { type: 'TimeoutError', status: 0, message: 'x', fieldErrors: {}, errorData: {} } };
    expect(await vm.buy(product(1))).toBe('unsure');
    port.buyFailure = { kind: 'failed', failure: { type: 'InternalServerErrorException', status: 500, message: 'x', fieldErrors: {}, errorData: {} } };
    expect(await vm.buy(product(1))).toBe('unsure');
    port.buyFailure = null;
    expect(await vm.buy(product(1))).toBe('bought');
    expect(await vm.buy(product(1))).toBe('bought');
    // another product is another purchase, and so is a refusal's retry
    port.buyFailure = { kind: 'insufficientPoints' };
    expect(await vm.buy(product(2))).toBe('insufficient');
    port.buyFailure = null;
    expect(await vm.buy(product(2))).toBe('bought');
    expect(port.callsOf('buy').map((c) => c.args)).toEqual([[1, 'key-1'], [1, 'key-1'], [1, 'key-1'], [1, 'key-2'], [2, 'key-3'], [2, 'key-4']]);
  });

  it('a failed product list is failed, never an empty shop', async () => {
    const { vm, port } = setup();
    port.productList = { ok: false, error: { type: 'NetworkError', status: 0, message: 'x', fieldErrors: {}, errorData: {} } };
    await vm.load();
    expect(vm.status).toBe('failed');
  });
});
