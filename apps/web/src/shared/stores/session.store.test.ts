// @vitest-environment jsdom
import { accountInfo, balances, failure, generalInfo } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/fixture.ts';
import { FatalErrorStore } from './fatal-error.store.ts';
import { BALANCES_KEY, SessionStore } from './session.store.ts';

describe('SessionStore', () => {
  it('is a guest for uid 0 and authenticated for uid > 0, mirroring balances to local storage', async () => {
    const { container, fakes } = createTestApp();
    const session = container.get(SessionStore);
    await session.load();
    expect(session.authenticated).toBe(false);
    expect(fakes.storage.get(BALANCES_KEY)).toBeUndefined();

    fakes.account.info = ok(accountInfo({ uid: 5, balances: balances(10.1, 0.2, 0.05) }));
    await session.load();
    expect(session.authenticated).toBe(true);
    expect(session.total).toMatchObject({ currency: 'EUR' });
    expect(fakes.storage.get(BALANCES_KEY)).toEqual(balances(10.1, 0.2, 0.05));
    expect(fakes.analytics.uid).toBe(5);
  });

  it('sums main, bonus and betting bonus without float drift', async () => {
    const { container, fakes } = createTestApp();
    fakes.account.info = ok(accountInfo({ uid: 1, balances: balances(0.1, 0.2, 0) }));
    const session = container.get(SessionStore);
    await session.load();
    const total = session.total!;
    expect(total.currency).toBe('EUR');
    expect(String((total as unknown as { minor: unknown }).minor)).toBe('30');
  });

  it('logs out to a guest, clears mirrored balances and anonymises analytics; a failed logout is logged', async () => {
    const { container, fakes } = createTestApp();
    fakes.account.info = ok(accountInfo({ uid: 9 }));
    const session = container.get(SessionStore);
    await session.load();
    fakes.account.logoutResult = err(failure('InternalServerErrorException', 500));
    await session.logout();
    expect(session.authenticated).toBe(false);
    expect(fakes.storage.get(BALANCES_KEY)).toBeUndefined();
    expect(fakes.analytics.uid).toBeUndefined();
    expect(fakes.logger.entries.map((e) => e.message)).toContain('logout failed');
    expect(fakes.analytics.events.map((e) => e.event)).toContain('logout_error');
  });

  it('shows the user-block page for a banned player and the maintenance page when the application is disabled', async () => {
    const { container, fakes } = createTestApp();
    fakes.account.info = err(failure('UserBannedException', 403));
    await container.get(SessionStore).load();
    expect(container.get(FatalErrorStore).fatal).toMatchObject({ page: 'userBlock', statusCode: 403 });

    const second = createTestApp();
    second.fakes.account.general = err(failure('ApplicationDisabledException', 503));
    await second.container.get(SessionStore).load();
    expect(second.container.get(FatalErrorStore).fatal).toMatchObject({ page: 'maintenance', statusCode: 503 });
  });

  it('keeps a guest session and logs when loading fails for a non-fatal reason', async () => {
    const { container, fakes } = createTestApp();
    fakes.account.info = err(failure('NetworkError', 0));
    fakes.account.general = ok(generalInfo({ timeToForceLogout: 60 }));
    const session = container.get(SessionStore);
    await session.load();
    expect(session.authenticated).toBe(false);
    expect(session.general?.timeToForceLogout).toBe(60);
    expect(container.get(FatalErrorStore).fatal).toBeNull();
    expect(fakes.logger.entries).toHaveLength(1);
  });

  it('says the account is unavailable when its info fails, until a retry loads it', async () => {
    const { container, fakes } = createTestApp();
    fakes.account.info = err(failure('NetworkError', 0));
    const session = container.get(SessionStore);
    await session.load();
    expect(session.accountUnavailable).toBe(true);
    fakes.account.info = ok(accountInfo({ uid: 5 }));
    await session.load();
    expect(session.accountUnavailable).toBe(false);
    expect(session.authenticated).toBe(true);
  });

  it('a fatal failure of the account info is the fatal page, not the unavailable notice', async () => {
    const { container, fakes } = createTestApp();
    fakes.account.info = err(failure('UserBannedException', 403));
    const session = container.get(SessionStore);
    await session.load();
    expect(session.accountUnavailable).toBe(false);
  });

  it('refreshes balances for players only', async () => {
    const { container, fakes } = createTestApp();
    const session = container.get(SessionStore);
    await session.refreshBalance();
    expect(fakes.account.calls).not.toContain('getBalance');
    fakes.account.info = ok(accountInfo({ uid: 2 }));
    await session.load();
    fakes.account.balance = ok(balances(99));
    await session.refreshBalance();
    expect(session.balances?.main.amount).toBe(99);
  });

  it('keeps the account as it was when a refresh brings the same figures, and takes a changed one', async () => {
    const { container, fakes } = createTestApp();
    fakes.account.info = ok(accountInfo({ uid: 2, balances: balances(5, 1) }));
    const session = container.get(SessionStore);
    await session.load();
    const before = session.account;
    fakes.account.balance = ok(balances(5, 1));
    await session.refreshBalance();
    await session.keepAlive();
    // the same object: no view of the account re-renders for an answer that changed nothing
    expect(session.account).toBe(before);
    fakes.account.balance = ok(balances(5, 2));
    await session.keepAlive();
    expect(session.account).not.toBe(before);
    expect(session.balances?.bonus.amount).toBe(2);
  });

  it('drops a balance refresh cancelled by its caller without logging it (the wallet left under StrictMode logged one)', async () => {
    const { container, fakes } = createTestApp();
    fakes.account.info = ok(accountInfo({ uid: 2, balances: balances(5) }));
    const session = container.get(SessionStore);
    await session.load();
    const cancelled = new AbortController();
    cancelled.abort();
    fakes.account.balance = err(failure('AbortError', 0, 'signal is aborted without reason'));
    await session.refreshBalance(cancelled.signal);
    expect(fakes.logger.entries).toEqual([]);
    expect(session.balances?.main.amount).toBe(5);
  });

  it('drops a reload cancelled by its caller: nothing logged, the account as it was, the store ready', async () => {
    const { container, fakes } = createTestApp();
    fakes.account.info = ok(accountInfo({ uid: 2, balances: balances(5) }));
    const session = container.get(SessionStore);
    await session.load();
    const cancelled = new AbortController();
    cancelled.abort();
    fakes.account.info = err(failure('AbortError', 0, 'signal is aborted without reason'));
    await session.load(cancelled.signal);
    expect(fakes.logger.entries).toEqual([]);
    expect(session.uid).toBe(2);
    expect(session.status).toBe('ready');
  });
});

describe('FatalErrorStore', () => {
  it('never shows an error page to bots but still reports the error as fatal', () => {
    const store = new FatalErrorStore('Mozilla/5.0 (compatible; Googlebot/2.1)');
    expect(store.report({ type: 'UserBannedException', status: 403 })).toBe(true);
    expect(store.fatal).toBeNull();
    const person = new FatalErrorStore('Mozilla/5.0 (X11; Linux x86_64) Chrome/156');
    expect(person.report({ type: 'AccessDeniedException', status: 403 })).toBe(true);
    expect(person.fatal).toMatchObject({ page: 'forbidden' });
    expect(person.report({ type: 'InvalidParameterException', status: 422 })).toBe(false);
  });
});
