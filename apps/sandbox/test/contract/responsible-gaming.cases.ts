import { call } from '@casino/sdk';
import { describe, expect, it } from 'vitest';
import { newPlayer, shiftClock } from './account-helpers.ts';
import type { ContractEnv } from './env.ts';
import { deposit } from './money-helpers.ts';

const rejectsWith = (promise: Promise<unknown>, expected: Record<string, unknown>) => expect(promise).rejects.toMatchObject(expected);
const HOUR_MS = 3_600_000;

/** Responsible gaming (our proposed calls): deposit limits with a cooling-off, time-out and self-exclusion. */
export function responsibleGamingCases(env: ContractEnv): void {
  describe('deposit limits', () => {
    it('applies new and lower limits at once; the lowest remaining amount wins and refuses a larger deposit', async () => {
      const { api } = await newPlayer(env);
      expect(await call(api.GET('/api/account.getLimits'))).toEqual({ currency: 'EUR', deposit: [], available_amount: null, loss: [], loss_available_amount: null, wager: [], wager_available_amount: null });
      await call(api.POST('/api/account.setLimit', { body: { period: 7, amount: 100 } }));
      const state = await call(api.POST('/api/account.setLimit', { body: { period: 1, amount: 50 } }));
      expect(state.deposit.map((l) => [l.period, l.limit_amount, l.pending])).toEqual([[1, 50, null], [7, 100, null]]);
      await deposit(api, 30);
      const after = await call(api.GET('/api/account.getLimits'));
      expect(after.available_amount).toBe(20);
      expect(after.deposit[1]).toMatchObject({ used_amount: 30, available_amount: 70 });
      await rejectsWith(deposit(api, 25), { type: 'BillingDepositLimitExceededException', errorData: { available_amount: 20 } });
      expect(await call(api.GET('/api/account.getDepositLimit'))).toMatchObject({ period: 1, available_amount: 20 });
      await rejectsWith(call(api.POST('/api/account.setLimit', { body: { period: 1, amount: -5 } })), { type: 'InvalidParameterException', fieldErrors: { amount: [{ code: 'invalid' }] } });
      await rejectsWith(call(env.guest().GET('/api/account.getLimits')), { type: 'AuthorizationException' });
    });

    it('keeps a raise or a removal pending for 24 hours, cancellable, then applies it', async () => {
      const { api } = await newPlayer(env);
      await call(api.POST('/api/account.setLimit', { body: { period: 1, amount: 50 } }));
      const raised = await call(api.POST('/api/account.setLimit', { body: { period: 1, amount: 200 } }));
      expect(raised.deposit[0]).toMatchObject({ limit_amount: 50, pending: { limit_amount: 200 } });
      const cancelled = await call(api.POST('/api/account.cancelLimitChange', { body: { period: 1 } }));
      expect(cancelled.deposit[0]!.pending).toBeNull();
      await rejectsWith(call(api.POST('/api/account.cancelLimitChange', { body: { period: 1 } })), { fieldErrors: { period: [{ code: 'no_pending' }] } });
      await call(api.POST('/api/account.setLimit', { body: { period: 1, amount: 200 } }));
      try {
        await shiftClock(env, 23 * HOUR_MS);
        expect((await call(api.GET('/api/account.getLimits'))).deposit[0]!.limit_amount).toBe(50);
        await shiftClock(env, 24 * HOUR_MS + 1000);
        expect((await call(api.GET('/api/account.getLimits'))).deposit[0]).toMatchObject({ limit_amount: 200, pending: null });
        const removal = await call(api.POST('/api/account.setLimit', { body: { period: 1 } }));
        expect(removal.deposit[0]!.pending).toMatchObject({ limit_amount: null });
        await shiftClock(env, 48 * HOUR_MS + 2000);
        expect((await call(api.GET('/api/account.getLimits'))).deposit).toEqual([]);
      } finally {
        await shiftClock(env, 0);
      }
    });
  });

  describe('the history of changes (what the effects endpoint counts)', () => {
    const effectsOf = async (email: string) => (await (await env.fetch(`/__sandbox/players/${encodeURIComponent(email)}/effects`)).json()) as Record<string, number>;
    const changes = (effects: Record<string, number>) => Object.fromEntries(Object.entries(effects).filter(([k]) => k.startsWith('responsible_gaming:')));

    it('records each change that took effect; a repeat records nothing and never pushes a pending change back', async () => {
      const { api, email } = await newPlayer(env);
      const set = (body: { kind?: 'deposit' | 'loss' | 'wager'; period: 1 | 7 | 14 | 30; amount?: number }) => call(api.POST('/api/account.setLimit', { body }));
      await set({ kind: 'loss', period: 7, amount: 50 });
      await set({ kind: 'loss', period: 7, amount: 50 });
      await set({ kind: 'loss', period: 7, amount: 40 });
      const raised = await set({ kind: 'loss', period: 7, amount: 90 });
      await shiftClock(env, 60_000);
      try {
        const again = await set({ kind: 'loss', period: 7, amount: 90 });
        expect(again.loss[0]!.pending).toEqual(raised.loss[0]!.pending);
      } finally {
        await shiftClock(env, 0);
      }
      await set({ kind: 'loss', period: 7, amount: 40 }); // the same amount drops the pending raise
      await set({ kind: 'wager', period: 1, amount: 10 });
      await set({ kind: 'wager', period: 1 });
      await set({ kind: 'wager', period: 1 });
      await call(api.POST('/api/account.setPlaySettings', { body: { reality_check_minutes: 30 } }));
      await call(api.POST('/api/account.setPlaySettings', { body: { reality_check_minutes: 30 } }));
      expect(changes(await effectsOf(email))).toEqual({
        'responsible_gaming:loss:7:set': 1,
        'responsible_gaming:loss:7:lower': 1,
        'responsible_gaming:loss:7:raise': 1,
        'responsible_gaming:loss:7:keep': 1,
        'responsible_gaming:wager:1:set': 1,
        'responsible_gaming:wager:1:remove': 1,
        'responsible_gaming:play_settings:save': 1,
      });
      await call(api.POST('/api/account.selfExclude', { body: { kind: 'exclusion', period: '6m', password: 'secret12' } }));
      expect(await effectsOf(email)).toMatchObject({ 'responsible_gaming:exclusion:start': 1, 'exclusions:exclusion': 1 });
    });

    it('answers a retried cancel with the same key as the first, without an error, and cancels once', async () => {
      const { api, email } = await newPlayer(env);
      await call(api.POST('/api/account.setLimit', { body: { period: 7, amount: 50 } }));
      await call(api.POST('/api/account.setLimit', { body: { period: 7, amount: 90 } }));
      const cancel = (idempotency_key?: string) => call(api.POST('/api/account.cancelLimitChange', { body: { period: 7, idempotency_key } }));
      const first = await cancel('cancel-key-1');
      expect(first.deposit[0]).toMatchObject({ limit_amount: 50, pending: null });
      expect(await cancel('cancel-key-1')).toEqual(first);
      // a later raise is a new intent: the old key's retry leaves it pending
      await call(api.POST('/api/account.setLimit', { body: { period: 7, amount: 120 } }));
      expect((await cancel('cancel-key-1')).deposit[0]!.pending).toMatchObject({ limit_amount: 120 });
      expect((await cancel()).deposit[0]!.pending).toBeNull(); // a client without keys still cancels
      expect((await effectsOf(email))['responsible_gaming:deposit:7:cancel']).toBe(2);
      await rejectsWith(cancel('cancel-key-2'), { fieldErrors: { period: [{ code: 'no_pending' }] } });
    });
  });

  describe('loss and wager limits', () => {
    it('follow the deposit limits\' rules, count game rounds, and take 1, 7 or 30 days', async () => {
      const { api, uid } = await newPlayer(env);
      await call(api.POST('/api/account.setLimit', { body: { kind: 'loss', period: 1, amount: 50 } }));
      await call(api.POST('/api/account.setLimit', { body: { kind: 'wager', period: 30, amount: 100 } }));
      // a round played after the limits were set: staked 30, won 10
      await env.sandbox.db.query(
        "INSERT INTO game_rounds (uid, game_id, round_id, bet_minor, win_minor, currency, created_at) SELECT $1, id, 'r-1', 3000, 1000, 'EUR', now() + interval '1 second' FROM games LIMIT 1",
        [uid],
      );
      const after = await call(api.GET('/api/account.getLimits'));
      expect(after.loss[0]).toMatchObject({ period: 1, limit_amount: 50, used_amount: 20, available_amount: 30 });
      expect(after).toMatchObject({ wager: [{ used_amount: 30, available_amount: 70 }], wager_available_amount: 70, loss_available_amount: 30, deposit: [] });
      const raised = await call(api.POST('/api/account.setLimit', { body: { kind: 'loss', period: 1, amount: 80 } }));
      expect(raised.loss[0]).toMatchObject({ limit_amount: 50, pending: { limit_amount: 80 } });
      expect((await call(api.POST('/api/account.cancelLimitChange', { body: { kind: 'loss', period: 1 } }))).loss[0]!.pending).toBeNull();
      await rejectsWith(call(api.POST('/api/account.setLimit', { body: { kind: 'wager', period: 14, amount: 10 } })), { fieldErrors: { period: [{ code: 'invalid' }] } });
    });
  });

  describe('time-out and self-exclusion', () => {
    it('asks for the password, ends the session and refuses sign-in until the end', async () => {
      const { api, email } = await newPlayer(env);
      await rejectsWith(call(api.POST('/api/account.selfExclude', { body: { kind: 'timeout', period: '24h', password: 'wrong-one' } })), { fieldErrors: { password: [{ code: 'wrong' }] } });
      await rejectsWith(call(api.POST('/api/account.selfExclude', { body: { kind: 'timeout', period: 'permanent', password: 'secret12' } })), { fieldErrors: { period: [{ code: 'invalid' }] } });
      const other = env.guest();
      await call(other.POST('/api/auth.login', { body: { login: email, password: 'secret12' } }));
      const exclusion = await call(api.POST('/api/account.selfExclude', { body: { kind: 'timeout', period: '24h', password: 'secret12' } }));
      expect(exclusion).toMatchObject({ kind: 'timeout', period: '24h' });
      expect(Date.parse(exclusion.until!) - Date.now()).toBeGreaterThan(23 * HOUR_MS);
      expect((await call(other.GET('/api/account.getInfo'))).uid).toBe(0);
      await rejectsWith(call(env.guest().POST('/api/auth.login', { body: { login: email, password: 'secret12' } })), { type: 'UserSelfExcludedException', errorData: { kind: 'timeout', until: exclusion.until } });
      try {
        await shiftClock(env, 24 * HOUR_MS + 1000);
        await call(env.guest().POST('/api/auth.login', { body: { login: email, password: 'secret12' } }));
      } finally {
        await shiftClock(env, 0);
      }
    });

    it('after a definite self-exclusion ends, sign-in waits 24 hours more', async () => {
      const { api, email } = await newPlayer(env);
      const exclusion = await call(api.POST('/api/account.selfExclude', { body: { kind: 'exclusion', period: '1d', password: 'secret12' } }));
      const login = () => call(env.guest().POST('/api/auth.login', { body: { login: email, password: 'secret12' } }));
      try {
        await shiftClock(env, 25 * HOUR_MS);
        await rejectsWith(login(), { type: 'UserSelfExcludedException', errorData: { kind: 'exclusion', until: new Date(Date.parse(exclusion.until!) + 24 * HOUR_MS).toISOString() } });
        await shiftClock(env, 48 * HOUR_MS + 1000);
        await login();
      } finally {
        await shiftClock(env, 0);
      }
    });

    it('a permanent self-exclusion has no end', async () => {
      const { api, email } = await newPlayer(env);
      expect(await call(api.POST('/api/account.selfExclude', { body: { kind: 'exclusion', period: 'permanent', password: 'secret12' } }))).toEqual({ kind: 'exclusion', period: 'permanent', until: null });
      await rejectsWith(call(env.guest().POST('/api/auth.login', { body: { login: email, password: 'secret12' } })), { type: 'UserSelfExcludedException', errorData: { until: null } });
    });
  });

  describe('reality check and session time limit', () => {
    it('keeps the interval and the limit, ends the session at the limit and refuses sign-in for the break', async () => {
      const { email } = await newPlayer(env);
      const api = env.guest();
      await call(api.POST('/api/auth.login', { body: { login: email, password: 'secret12' } }));
      const before = await call(api.GET('/api/account.getPlaySession'));
      expect(before).toMatchObject({ reality_check_minutes: 0, session_limit_minutes: null, ends_at: null, net_result: 0, currency: 'EUR' });
      const set = await call(api.POST('/api/account.setPlaySettings', { body: { reality_check_minutes: 15, session_limit_minutes: 15 } }));
      expect(set).toMatchObject({ reality_check_minutes: 15, session_limit_minutes: 15, started_at: before.started_at });
      expect(Date.parse(set.ends_at!) - Date.parse(set.started_at)).toBe(15 * 60_000);
      await rejectsWith(call(api.POST('/api/account.setPlaySettings', { body: { reality_check_minutes: 15, session_limit_minutes: 5 } })), { fieldErrors: { session_limit_minutes: [{ code: 'invalid' }] } });
      try {
        await shiftClock(env, 16 * 60_000);
        await call(api.GET('/api/account.getPlaySession'));
        expect((await call(api.GET('/api/account.getInfo'))).uid).toBe(0);
        await rejectsWith(call(env.guest().POST('/api/auth.login', { body: { login: email, password: 'secret12' } })), { type: 'UserSelfExcludedException', errorData: { kind: 'session_limit', until: set.resume_at } });
        await shiftClock(env, 77 * 60_000);
        await call(env.guest().POST('/api/auth.login', { body: { login: email, password: 'secret12' } }));
      } finally {
        await shiftClock(env, 0);
      }
      await rejectsWith(call(env.guest().GET('/api/account.getPlaySession')), { type: 'AuthorizationException' });
    });
  });
}
