// @vitest-environment jsdom
import { failure, generalInfo } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { FOLLOWER_GRACE_MS } from './inactivity.service.ts';
import { flush, signedIn, startSession } from './session.testing.ts';

describe('InactivityService', () => {
  it('tells the server the player is active at most every third of the timeout, never for guests', async () => {
    const guest = await startSession();
    guest.inactivity.activity();
    await flush();
    expect(guest.fakes.account.calls).not.toContain('getBalance');

    const s = await startSession({ account: signedIn(), timeoutSeconds: 90 });
    const pings = () => s.fakes.account.calls.filter((c) => c === 'getBalance').length;
    s.inactivity.activity();
    await flush();
    expect(pings()).toBe(1);
    s.fakes.clock.advance(29_000);
    s.inactivity.activity();
    await flush();
    expect(pings()).toBe(1);
    s.fakes.clock.advance(1_000);
    s.inactivity.activity();
    await flush();
    expect(pings()).toBe(2);
  });

  it('pings at least once a minute with a long timeout', async () => {
    const s = await startSession({ account: signedIn(), timeoutSeconds: 3600 });
    s.inactivity.activity();
    s.fakes.clock.advance(60_000);
    s.inactivity.activity();
    await flush();
    expect(s.fakes.account.calls.filter((c) => c === 'getBalance')).toHaveLength(2);
  });

  it('signs out when the server has ended the session already (idle on the server), but not on another failure', async () => {
    const s = await startSession({ account: signedIn() });
    s.fakes.account.balance = err(failure());
    s.inactivity.activity();
    await flush();
    expect(s.session.authenticated).toBe(true);

    s.fakes.clock.advance(40_000);
    s.fakes.account.balance = err(failure('AuthorizationException', 401));
    s.inactivity.activity();
    await flush();
    expect(s.session.authenticated).toBe(false);
    expect(s.navigations).toEqual(['/']);
    expect(s.sent('signed-out')).toEqual([{ kind: 'signed-out', reason: 'inactivity' }]);
  });

  it('runs no timer for guests', async () => {
    const s = await startSession();
    expect(s.inactivity.state.phase).toBe('off');
    expect(s.fakes.clock.pendingTimers).toBe(0);
    s.fakes.clock.advance(1_000_000);
    expect(s.dialogTitles()).toEqual([]);
    expect(s.fakes.account.calls).not.toContain('logout');
  });

  it('warns at 80% with a countdown of the seconds left, ticking each second', async () => {
    const s = await startSession({ account: signedIn() });
    s.fakes.clock.advance(79_999);
    expect(s.dialogTitles()).toEqual([]);
    s.fakes.clock.advance(1);
    expect(s.dialogTitles()).toEqual(['Are you still there?']);
    expect(s.inactivity.secondsLeft).toBe(20);
    s.fakes.clock.advance(1000);
    expect(s.inactivity.secondsLeft).toBe(19);
    s.fakes.clock.advance(18_500);
    expect(s.inactivity.secondsLeft).toBe(1);
    expect(s.dialogTitles()).toHaveLength(1);
  });

  it('keydown, click, scroll, a route change or "Stay signed in" reset the timer and close the warning', async () => {
    const s = await startSession({ account: signedIn() });
    for (const act of [
      () => s.target.dispatchEvent(new Event('keydown')),
      () => s.target.dispatchEvent(new Event('click')),
      () => s.target.dispatchEvent(new Event('scroll')),
      () => s.watchers.routeChanged(),
      () => s.inactivity.stay(),
    ]) {
      s.fakes.clock.advance(85_000);
      expect(s.dialogTitles()).toHaveLength(1);
      act();
      expect(s.dialogTitles()).toEqual([]);
      expect(s.inactivity.state.phase).toBe('active');
    }
    s.fakes.clock.advance(79_999);
    expect(s.dialogTitles()).toEqual([]);
    expect(s.session.authenticated).toBe(true);
  });

  it('counts closing the warning (Escape, close button) as activity', async () => {
    const s = await startSession({ account: signedIn() });
    s.fakes.clock.advance(90_000);
    s.dialogs.dismiss(s.dialogs.getSnapshot().stack[0]!.id);
    expect(s.inactivity.state).toMatchObject({ phase: 'active', logoutAt: s.fakes.clock.now() + 100_000 });
  });

  it('signs out at 100%, goes to the index, tells the other tabs why and says so', async () => {
    const s = await startSession({ account: signedIn(), path: '/offers' });
    s.fakes.clock.advance(100_000);
    await flush();
    expect(s.fakes.account.calls.filter((c) => c === 'logout')).toHaveLength(1);
    expect(s.session.authenticated).toBe(false);
    expect(s.navigations).toEqual(['/']);
    expect(s.dialogTitles()).toEqual([]);
    expect(s.sent('signed-out')).toEqual([{ kind: 'signed-out', reason: 'inactivity' }]);
    expect(s.toastTitles()).toEqual(['You were signed out']);
    expect(s.fakes.clock.pendingTimers).toBe(0);
  });

  it('a tab that does not lead leaves the idle sign-out to the leading tab: one server call, one notice', async () => {
    const s = await startSession({ account: signedIn(), path: '/offers' });
    s.fakes.tabs.leading = false;
    s.fakes.clock.advance(100_000);
    await flush();
    expect(s.fakes.account.calls.filter((c) => c === 'logout')).toHaveLength(0);
    s.fakes.tabs.receive({ kind: 'signed-out', reason: 'inactivity' }, 'leading-tab');
    await flush();
    s.fakes.clock.advance(FOLLOWER_GRACE_MS);
    await flush();
    expect(s.fakes.account.calls.filter((c) => c === 'logout')).toHaveLength(0);
    expect(s.session.authenticated).toBe(false);
    expect(s.toastTitles()).toEqual(['You were signed out']);
    expect(s.sent('signed-out')).toEqual([]);
  });

  it('a follower that hears nothing from the leading tab within the grace period signs out itself', async () => {
    const s = await startSession({ account: signedIn() });
    s.fakes.tabs.leading = false;
    s.fakes.clock.advance(100_000 + FOLLOWER_GRACE_MS - 1);
    await flush();
    expect(s.fakes.account.calls.filter((c) => c === 'logout')).toHaveLength(0);
    s.fakes.clock.advance(1);
    await flush();
    expect(s.fakes.account.calls.filter((c) => c === 'logout')).toHaveLength(1);
    expect(s.toastTitles()).toEqual(['You were signed out']);
  });

  it('follows a changed time_to_force_logout and stops with no timeout', async () => {
    const s = await startSession({ account: signedIn(), timeoutSeconds: 0 });
    expect(s.inactivity.state.phase).toBe('off');
    s.fakes.account.general = ok(generalInfo({ timeToForceLogout: 10 }));
    await s.session.load();
    s.fakes.clock.advance(8000);
    expect(s.inactivity.secondsLeft).toBe(2);
  });

  it('counts activity in another tab: the idle time runs from the latest activity anywhere', async () => {
    const s = await startSession({ account: signedIn() });
    s.fakes.clock.advance(50_000);
    s.fakes.tabs.receive({ kind: 'activity', at: s.fakes.clock.now() }, 'other-tab');
    s.fakes.clock.advance(50_000);
    expect(s.dialogTitles()).toEqual([]);
    s.fakes.clock.advance(30_000);
    expect(s.dialogTitles()).toHaveLength(1);
    s.fakes.tabs.receive({ kind: 'activity', at: s.fakes.clock.now() }, 'other-tab');
    expect(s.dialogTitles()).toEqual([]);
    expect(s.session.authenticated).toBe(true);
  });

  it('ignores its own activity echoed back and never counts activity from the future', async () => {
    const s = await startSession({ account: signedIn() });
    s.fakes.clock.advance(50_000);
    s.fakes.tabs.receive({ kind: 'activity', at: s.fakes.clock.now() }, s.fakes.tabs.tabId);
    s.fakes.tabs.receive({ kind: 'activity', at: s.fakes.clock.now() + 1e9 }, 'other-tab');
    expect(s.inactivity.lastActivityAt).toBe(s.fakes.clock.now());
  });

  it('shares its activity with the other tabs at most once a second, the last one trailing', async () => {
    const s = await startSession({ account: signedIn() });
    const start = s.fakes.clock.now();
    s.target.dispatchEvent(new Event('keydown'));
    s.fakes.clock.advance(300);
    s.target.dispatchEvent(new Event('scroll'));
    s.fakes.clock.advance(300);
    s.target.dispatchEvent(new Event('click'));
    expect(s.sent('activity')).toEqual([{ kind: 'activity', at: start }]);
    s.fakes.clock.advance(400);
    expect(s.sent('activity')).toEqual([{ kind: 'activity', at: start }, { kind: 'activity', at: start + 600 }]);
  });

  it('a guest\'s activity is not sent', async () => {
    const s = await startSession();
    s.target.dispatchEvent(new Event('keydown'));
    s.fakes.clock.advance(2000);
    expect(s.sent('activity')).toEqual([]);
  });

  it('stops listening when stopped', async () => {
    const s = await startSession({ account: signedIn() });
    s.fakes.clock.advance(85_000);
    s.stop();
    expect(s.dialogTitles()).toEqual([]);
    expect(s.fakes.clock.pendingTimers).toBe(0);
    expect(s.fakes.tabs.listenerCount).toBe(0);
    s.target.dispatchEvent(new Event('keydown'));
    expect(s.sent('activity')).toEqual([]);
  });
});
