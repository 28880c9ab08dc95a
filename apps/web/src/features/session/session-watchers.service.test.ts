// @vitest-environment jsdom
import { accountInfo } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { PLAYER_ONLY } from '../../shared/services/overlays.ts';
import { flush, signedIn, startSession } from './session.testing.ts';

/** A player's dialog (a reality check, say) and a guest's one (the games search) open over the page. */
async function withDialogs(options: Parameters<typeof startSession>[0] = {}) {
  const s = await startSession({ account: signedIn(), ...options });
  const check = s.dialogs.open({ title: 'Reality check', scope: PLAYER_ONLY, render: () => null });
  const completion = s.dialogs.open({ title: 'Complete your registration', scope: PLAYER_ONLY, preventClose: true, render: () => null });
  const search = s.dialogs.open({ title: 'Search games', render: () => null });
  const cashback = s.dialogs.queue({ title: 'Your cashback', scope: PLAYER_ONLY, render: () => null });
  return { ...s, check, completion, search, cashback };
}

describe('SessionWatchers: a player\'s dialogs end with the session', () => {
  it('the idle sign-out closes them (the reality check stayed open for the guest), the guest\'s dialogs stay', async () => {
    const s = await withDialogs();
    s.fakes.clock.advance(100_000);
    await flush();
    expect(s.session.authenticated).toBe(false);
    expect(s.dialogTitles()).toEqual(['Search games']);
    expect(s.dialogs.getSnapshot().queued).toEqual([]);
    await expect(s.check.result).resolves.toBeUndefined();
    await expect(s.cashback.result).resolves.toBeUndefined();
  });

  it('so do the logout button, a sign-out in another tab and a session the server no longer knows', async () => {
    const button = await withDialogs();
    await button.session.logout();
    expect(button.dialogTitles()).toEqual(['Search games']);

    const otherTab = await withDialogs();
    otherTab.fakes.tabs.receive({ kind: 'signed-out', reason: 'logout' }, 'other-tab');
    await flush();
    expect(otherTab.dialogTitles()).toEqual(['Search games']);

    const server = await withDialogs();
    server.fakes.account.info = ok(accountInfo({ uid: 0 }));
    await server.session.load();
    expect(server.dialogTitles()).toEqual(['Search games']);
  });

  it('another player signing in closes the previous one\'s; a sign-in alone closes nothing', async () => {
    const switched = await withDialogs();
    switched.session.setAccount(accountInfo({ uid: 9 }));
    expect(switched.dialogTitles()).toEqual(['Search games']);

    const guest = await startSession();
    guest.dialogs.open({ title: 'Sign in', render: () => null });
    guest.session.setAccount(accountInfo({ uid: 5 }));
    guest.dialogs.open({ title: 'Reality check', scope: PLAYER_ONLY, render: () => null });
    guest.session.setAccount(accountInfo({ uid: 5, login: 'renamed@example.com' }));
    expect(guest.dialogTitles()).toEqual(['Sign in', 'Reality check']);
  });
});
