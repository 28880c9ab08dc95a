import { accountInfo, FakeAccountPort, FakeClock, FakeResponsibleGamingPort, MemoryLocalStorage, ok, playSession, RecordingAnalytics, RecordingLogger } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { PLAYER_ONLY } from '../../../shared/services/overlays.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { PlayPause } from '../../../shared/stores/play-pause.store.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { PlaySessionStore } from './play-session.store.ts';
import { PlaySessionWatcher } from './play-session.watcher.ts';
import type { RealityCheckModel } from './reality-check.model.ts';

const MINUTE = 60_000;

function setup() {
  const clock = new FakeClock(0);
  const port = new FakeResponsibleGamingPort();
  const store = new PlaySessionStore();
  const account = new FakeAccountPort();
  const storage = new MemoryLocalStorage();
  const session = new SessionStore(account, storage, new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore());
  const promotion = new PromotionStore(storage, clock, session);
  const opened: { title?: string; scope?: string; model: RealityCheckModel; onClose?: () => void }[] = [];
  const toasts: { title: string; description?: string }[] = [];
  const navigated: string[] = [];
  // closing a dialog calls its onClose, as the real controller does
  const dialogs = {
    open: (o: { title?: string; scope?: string; render: () => unknown; onClose?: () => void }) => {
      opened.push({ title: o.title, scope: o.scope, model: o.render() as RealityCheckModel, onClose: o.onClose });
      return { close: () => (o.onClose?.(), true) };
    },
  };
  const pause = new PlayPause();
  const renderer = { render: (model: RealityCheckModel) => model };
  const navigator = { navigate: (to: string) => navigated.push(to) };
  const locale = { localize: (path: string) => path };
  const i18n = { _: (d: { message?: string; id?: string }) => d.message ?? d.id ?? '', date: (d: Date) => d.toISOString() };
  const watcher = new PlaySessionWatcher(port, store, session, clock, dialogs as never, renderer, navigator as never, locale as never, { show: (t: { title: string }) => toasts.push(t) } as never, i18n as never, pause, promotion);
  return { clock, port, store, session, watcher, opened, toasts, navigated, pause, promotion };
}

describe('PlaySessionWatcher', () => {
  it('opens the reality check at every interval with time played and the fresh net result', async () => {
    const kit = setup();
    kit.port.session = ok(playSession({ startedAt: 0, realityCheckMinutes: 15, netResult: -20 }));
    kit.session.setAccount(accountInfo({ uid: 7 }));
    kit.watcher.start();
    await Promise.resolve();
    await Promise.resolve();
    kit.clock.advance(15 * MINUTE);
    await Promise.resolve();
    await Promise.resolve();
    expect(kit.opened).toHaveLength(1);
    expect(kit.opened[0]!.model).toMatchObject({ minutesPlayed: 15, netResult: -20, currency: 'EUR' });
    // a player's question: it closes with the session, whatever ends it
    expect(kit.opened[0]!.scope).toBe(PLAYER_ONLY);
    expect(kit.pause.paused).toBe(true); // the game waits for the answer
    kit.opened[0]!.model.seeHistory();
    expect(kit.pause.paused).toBe(false);
    expect(kit.navigated).toEqual(['/cashier/history']);
    kit.clock.advance(15 * MINUTE);
    await Promise.resolve();
    await Promise.resolve();
    expect(kit.opened).toHaveLength(2);
  });

  it('signs out at the session time limit with the reason and says when play can resume', async () => {
    const kit = setup();
    kit.port.session = ok(playSession({ startedAt: 0, sessionLimitMinutes: 30, endsAt: 30 * MINUTE, resumeAt: 90 * MINUTE }));
    kit.session.setAccount(accountInfo({ uid: 7 }));
    kit.watcher.start();
    await Promise.resolve();
    await Promise.resolve();
    kit.clock.advance(30 * MINUTE);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(kit.session.authenticated).toBe(false);
    expect(kit.session.lastSignOutReason).toBe('sessionLimit');
    expect(kit.navigated).toEqual(['/']);
    expect(kit.toasts).toHaveLength(1);
    // the guest left behind sees no promotion during the break, and again when play may resume
    expect(kit.promotion.allowed).toBe(false);
    kit.clock.advance(60 * MINUTE);
    expect(kit.promotion.allowed).toBe(true);
  });

  it('stops at sign-out', async () => {
    const kit = setup();
    kit.port.session = ok(playSession({ realityCheckMinutes: 15 }));
    kit.session.setAccount(accountInfo({ uid: 7 }));
    kit.watcher.start();
    await Promise.resolve();
    await Promise.resolve();
    kit.session.setAccount(accountInfo({ uid: 0 }));
    kit.clock.advance(60 * MINUTE);
    await Promise.resolve();
    expect(kit.opened).toHaveLength(0);
    expect(kit.store.session).toBeNull();
  });
});
