// @vitest-environment jsdom
import { accountInfo } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { flush, signedIn, startSession } from './session.testing.ts';
import { AuthDialogService } from '../../shared/services/auth-dialog.service.ts';

describe('SessionSyncService: one session across tabs', () => {
  it('a tab that opens signed in tells the others', async () => {
    const s = await startSession({ account: signedIn() });
    expect(s.sent('signed-in')).toEqual([{ kind: 'signed-in', uid: 5 }]);
  });

  it('announces a sign-in here, and identifies the player in analytics once', async () => {
    const s = await startSession();
    s.session.setAccount(accountInfo({ uid: 7 }));
    await flush();
    expect(s.sent('signed-in')).toEqual([{ kind: 'signed-in', uid: 7 }]);
    expect(s.fakes.analytics.uid).toBe(7);
  });

  it('announces a sign-out here (header logout) and anonymises analytics', async () => {
    const s = await startSession({ account: signedIn() });
    await s.session.logout();
    expect(s.sent('signed-out')).toEqual([{ kind: 'signed-out', reason: 'logout' }]);
    expect(s.fakes.analytics.uid).toBeUndefined();
  });

  it('a sign-in in another tab reloads this guest tab, which does not announce it again', async () => {
    const s = await startSession();
    s.fakes.clock.advance(200_000);
    s.fakes.account.info = ok(accountInfo({ uid: 5, login: 'demo@example.com', locale: 'en', regTime: s.fakes.clock.now() }));
    s.fakes.tabs.receive({ kind: 'signed-in', uid: 5 }, 'other-tab');
    await flush();
    expect(s.session.authenticated).toBe(true);
    expect(s.sent('signed-in')).toEqual([]);
    expect(s.fakes.analytics.uid).toBe(5);
    expect(s.fakes.account.calls).not.toContain('hasDeposit');
    // and the idle time counts from now, not from when this tab was last used
    expect(s.inactivity.state.phase).toBe('active');
  });

  it('a sign-in in another tab closes this tab\'s sign-in dialog but keeps a social-registration completion', async () => {
    const s = await startSession();
    const auth = s.container.get(AuthDialogService);
    const signIn = auth.open('authorization', { title: 'Sign in' });
    void auth.open('socialRegistration', { title: 'Complete', preventClose: true });
    s.fakes.account.info = ok(accountInfo({ uid: 5, login: 'demo@example.com', locale: 'en' }));
    s.fakes.tabs.receive({ kind: 'signed-in', uid: 5 }, 'other-tab');
    await flush();
    await expect(signIn).resolves.toBeUndefined();
    expect(s.dialogs.getSnapshot().stack).toHaveLength(1);
  });

  it('ignores a sign-in of the same account', async () => {
    const s = await startSession({ account: signedIn() });
    const calls = s.fakes.account.calls.length;
    s.fakes.tabs.receive({ kind: 'signed-in', uid: 5 }, 'other-tab');
    await flush();
    expect(s.fakes.account.calls).toHaveLength(calls);
  });

  it('a sign-out in another tab makes this tab a guest on the index without a second logout call', async () => {
    const s = await startSession({ account: signedIn(), path: '/profile/settings' });
    s.fakes.clock.advance(90_000);
    s.fakes.tabs.receive({ kind: 'signed-out', reason: 'logout' }, 'other-tab');
    await flush();
    expect(s.session.authenticated).toBe(false);
    expect(s.fakes.account.calls).not.toContain('logout');
    expect(s.navigations).toEqual(['/']);
    expect(s.sent('signed-out')).toEqual([]);
    expect(s.dialogTitles()).toEqual([]);
    expect(s.toastTitles()).toEqual([]);
    expect(s.fakes.analytics.uid).toBeUndefined();
  });

  it('says why when the other tab signed out for inactivity', async () => {
    const s = await startSession({ account: signedIn() });
    s.fakes.tabs.receive({ kind: 'signed-out', reason: 'inactivity' }, 'other-tab');
    await flush();
    expect(s.toastTitles()).toEqual(['You were signed out']);
  });

  it('ignores its own messages, messages it does not understand and sign-outs while a guest', async () => {
    const s = await startSession({ account: signedIn() });
    s.fakes.tabs.receive({ kind: 'signed-out', reason: 'logout' }, s.fakes.tabs.tabId);
    s.fakes.tabs.receive({ kind: 'signed-out' }, 'other-tab');
    s.fakes.tabs.receive('garbage', 'other-tab');
    await flush();
    expect(s.session.authenticated).toBe(true);
    await s.session.logout();
    s.fakes.tabs.receive({ kind: 'signed-out', reason: 'logout' }, 'other-tab');
    await flush();
    expect(s.navigations).toEqual([]);
  });

  it('logs a session reload from another tab that fails, and stays usable', async () => {
    const s = await startSession();
    s.fakes.account.getInfo = async () => {
      throw new Error('boom');
    };
    s.fakes.tabs.receive({ kind: 'signed-in', uid: 5 }, 'other-tab');
    await flush();
    expect(s.fakes.logger.entries.map((e) => e.message)).toContain('session change from another tab failed');
    expect(s.session.authenticated).toBe(false);
  });
});
