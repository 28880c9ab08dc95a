import { accountInfo, FakeAccountPort, FakeClock, MemoryLocalStorage, RecordingAnalytics, RecordingLogger } from '@casino/adapters/testing';
import { DAY_MS } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { ExclusionSignOut } from './exclusion-sign-out.ts';

function setup() {
  const clock = new FakeClock();
  const storage = new MemoryLocalStorage();
  const session = new SessionStore(new FakeAccountPort(), storage, new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore());
  session.setAccount(accountInfo({ uid: 7 }));
  const promotion = new PromotionStore(storage, clock, session);
  const navigated: string[] = [];
  const toasts: unknown[] = [];
  const i18n = { _: (d: { message?: string; id?: string }) => d.message ?? d.id ?? '', date: (d: Date) => d.toISOString() };
  const signOut = new ExclusionSignOut(
    session, { navigate: (to: string) => navigated.push(to) } as never, { localize: (path: string) => path } as never,
    { show: (toast: unknown) => toasts.push(toast) } as never, i18n as never, promotion,
  );
  // a new page load in the same browser: what the guest sees next
  const reloaded = () => new PromotionStore(storage, clock, session);
  return { clock, session, promotion, signOut, navigated, toasts, reloaded };
}

describe('ExclusionSignOut', () => {
  it('signs out, and the guest in this browser sees no promotion until the time-out ends', async () => {
    const kit = setup();
    await kit.signOut.complete({ kind: 'timeout', period: '24h', until: kit.clock.now() + DAY_MS });
    expect(kit.session.authenticated).toBe(false);
    expect(kit.session.lastSignOutReason).toBe('excluded');
    expect(kit.navigated).toEqual(['/']);
    expect(kit.reloaded().allowed).toBe(false);
    kit.clock.advance(DAY_MS);
    expect(kit.reloaded().allowed).toBe(true);
  });

  it('a self-exclusion holds promotion through the cooling-off after it; a permanent one for good', async () => {
    const kit = setup();
    await kit.signOut.complete({ kind: 'exclusion', period: '7d', until: kit.clock.now() + 7 * DAY_MS });
    kit.clock.advance(7 * DAY_MS);
    expect(kit.promotion.allowed).toBe(false);
    kit.clock.advance(DAY_MS);
    expect(kit.promotion.allowed).toBe(true);
    await kit.signOut.complete({ kind: 'exclusion', period: 'permanent', until: null });
    kit.clock.advance(3650 * DAY_MS);
    expect(kit.promotion.allowed).toBe(false);
  });

  it('a break whose end is not known here still pauses promotion', async () => {
    const kit = setup();
    await kit.signOut.complete(null);
    expect(kit.promotion.allowed).toBe(false);
  });
});
