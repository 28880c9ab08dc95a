import { accountInfo, FakeAccountPort, FakeClock, MemoryLocalStorage, RecordingAnalytics, RecordingLogger } from '@casino/adapters/testing';
import { DAY_MS } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { FatalErrorStore } from './fatal-error.store.ts';
import { DEPOSITED_BY_KEY, PROMOTION_PAUSE_KEY, PromotionStore } from './promotion.store.ts';
import { SessionStore } from './session.store.ts';

const deposit = { buttons: [{ action: 'deposit' }] };
const welcome = { buttons: [{ action: 'register' }] };

function setup(storage = new MemoryLocalStorage(), clock = new FakeClock()) {
  const session = new SessionStore(new FakeAccountPort(), storage, new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore());
  return { storage, clock, session, store: new PromotionStore(storage, clock, session) };
}

describe('PromotionStore', () => {
  it('keeps a break’s pause in the browser: a later load (the guest after the sign-out) still sees it, until it ends', () => {
    const first = setup();
    first.store.pauseFor({ reason: 'timeout', until: first.clock.now() + DAY_MS });
    expect(first.store.allowed).toBe(false);
    const again = setup(first.storage, first.clock);
    expect(again.store.allowed).toBe(false);
    expect(again.store.mayShow(welcome)).toBe(false);
    first.clock.advance(DAY_MS);
    expect(again.store.allowed).toBe(true);
  });

  it('a shorter pause does not cut a longer one', () => {
    const { store, clock, storage } = setup();
    store.pauseFor({ reason: 'timeout', until: clock.now() + 7 * DAY_MS });
    store.pauseFor({ reason: 'limitReached', until: clock.now() + DAY_MS });
    expect(storage.get(PROMOTION_PAUSE_KEY)).toEqual({ reason: 'timeout', until: clock.now() + 7 * DAY_MS });
  });

  it('follows a pause another tab wrote', () => {
    const { store, storage } = setup();
    storage.emitFromOtherTab(PROMOTION_PAUSE_KEY, { reason: 'exclusion', until: null });
    expect(store.allowed).toBe(false);
    storage.emitFromOtherTab(PROMOTION_PAUSE_KEY, undefined);
    expect(store.allowed).toBe(true);
  });

  it('a deposit this session holds deposit campaigns back, until the player signs out', async () => {
    const { store, session, storage } = setup();
    session.setAccount(accountInfo({ uid: 7 }));
    store.depositMade();
    expect(storage.get(DEPOSITED_BY_KEY)).toBe(7);
    expect(store.mayShow(deposit)).toBe(false);
    expect(store.mayShow(welcome)).toBe(true);
    // the payment page may come back as a new page load
    const reloaded = setup(storage);
    reloaded.session.setAccount(accountInfo({ uid: 7 }));
    expect(reloaded.store.mayShow(deposit)).toBe(false);
    await session.logout();
    expect(storage.get(DEPOSITED_BY_KEY)).toBeUndefined();
    session.setAccount(accountInfo({ uid: 7 }));
    expect(store.mayShow(deposit)).toBe(true);
  });

  it('a guest’s deposit does not count (there is none)', () => {
    const { store, storage } = setup();
    store.depositMade();
    expect(storage.get(DEPOSITED_BY_KEY)).toBeUndefined();
  });
});
