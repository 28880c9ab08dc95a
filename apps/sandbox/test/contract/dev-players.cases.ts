import { call, createApiClient } from '@casino/sdk';
import { describe, expect, it } from 'vitest';
import type { CreatedPlayer } from '../../src/dev/players.ts';
import { cookieFetch, type ContractEnv } from './env.ts';
import { uniqueEmail } from './account-helpers.ts';
import { deposit } from './money-helpers.ts';

const createPlayer = async (env: ContractEnv, body: unknown) => {
  const response = await env.fetch('/__sandbox/players', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as CreatedPlayer & { error?: string; field?: string } };
};

/** Signs in through the contract, as a browser test would, with the credentials the endpoint answered. */
const signIn = async (env: ContractEnv, player: { email: string; password: string }) => {
  const api = createApiClient({ baseUrl: env.sandbox.url, fetch: cookieFetch(), locale: 'en', version: 'contract-test' });
  const answer = await call(api.POST('/api/auth.login', { body: { login: player.email, password: player.password } }));
  return { api, answer };
};

export function devPlayersCases(env: ContractEnv) {
  describe('POST /__sandbox/players', () => {
    it('creates a player who signs in with the demo password and holds the balance given, in the demo currency', async () => {
      const created = await createPlayer(env, { balance: 125.5 });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ password: 'demo1234', currency: 'EUR', balance: 125.5 });
      expect(created.body.email).toMatch(/^player-[0-9a-f]+@example\.com$/);
      expect(created.body.id).toBeGreaterThan(0);
      const { api, answer } = await signIn(env, created.body);
      expect(answer).toMatchObject({ status: 'SUCCESS' });
      const balance = await call(api.GET('/api/account.getBalance'));
      expect(balance.balance_main).toEqual({ amount: 125.5, currency: 'EUR' });
      expect(balance.balance_bonus.amount).toBe(0);
    });

    it('gives the player an active cashback when asked, and refuses a bad amount', async () => {
      const created = await createPlayer(env, { cashback: 12.5 });
      const { api } = await signIn(env, created.body);
      expect((await call(api.GET('/api/cashbacks.get'))).items).toMatchObject([{ status: 'active', amount: { amount: 12.5, currency: 'EUR' } }]);
      expect(await createPlayer(env, { cashback: -1 })).toMatchObject({ status: 400, body: { field: 'cashback' } });
    });

    it('starts a deposit limit when asked, counting the opening balance against it, and refuses a bad one', async () => {
      const created = await createPlayer(env, { balance: 30, depositLimit: { amount: 100, periodDays: 7 } });
      const { api } = await signIn(env, created.body);
      expect(await call(api.GET('/api/account.getDepositLimit'))).toMatchObject({ period: 7, limit_amount: 100, available_amount: 70 });
      expect(await createPlayer(env, { depositLimit: { amount: 100, periodDays: 3 } })).toMatchObject({ status: 400, body: { field: 'depositLimit.periodDays' } });
      expect(await createPlayer(env, { depositLimit: { amount: 0 } })).toMatchObject({ status: 400, body: { field: 'depositLimit.amount' } });
    });

    it('takes an e-mail, a password, a currency, a country and flags', async () => {
      const email = uniqueEmail('custom');
      const created = await createPlayer(env, { email, password: 'secret99', currency: 'BRL', country: 'BR', balance: 10, flags: { emailConfirmed: true } });
      expect(created.body).toEqual({ id: expect.any(Number), email, password: 'secret99', currency: 'BRL', balance: 10 });
      const { api } = await signIn(env, created.body);
      expect((await call(api.GET('/api/account.getBalance'))).balance_main).toEqual({ amount: 10, currency: 'BRL' });
    });

    it('gives loyalty points to spend in the shop, and refuses a bad amount', async () => {
      const created = await createPlayer(env, { loyaltyPoints: 700 });
      expect(created.status).toBe(201);
      const { api } = await signIn(env, created.body);
      expect((await call(api.GET('/api/loyalty.getinfo'))).points).toBe(700);
      expect((await createPlayer(env, { loyaltyPoints: -1 })).body).toMatchObject({ field: 'loyaltyPoints' });
    });

    it('gives two players independent state', async () => {
      const [first, second] = await Promise.all([createPlayer(env, { balance: 100 }), createPlayer(env, { balance: 100 })]);
      expect(first!.body.id).not.toBe(second!.body.id);
      const a = (await signIn(env, first!.body)).api;
      const b = (await signIn(env, second!.body)).api;
      await deposit(a, 50);
      expect((await call(a.GET('/api/account.getBalance'))).balance_main.amount).toBe(150);
      expect((await call(b.GET('/api/account.getBalance'))).balance_main.amount).toBe(100);
    });

    it('makes two-factor and banned players that sign in like the seeded ones', async () => {
      const twoFactor = await createPlayer(env, { flags: { twoFactor: true } });
      expect((await signIn(env, twoFactor.body)).answer).toMatchObject({ status: 'ALREADY_ENABLED' });
      const banned = await createPlayer(env, { flags: { banned: true } });
      await expect(signIn(env, banned.body)).rejects.toMatchObject({ type: 'UserBannedException' });
    });

    it('sets the contact flags and the incomplete social registration', async () => {
      const confirmed = await createPlayer(env, { phone: '+44 7700 900 777', flags: { emailConfirmed: true, phoneConfirmed: true } });
      expect(confirmed.status).toBe(201);
      const { api } = await signIn(env, confirmed.body);
      const profile = await call(api.GET('/api/account.getprofileinfo', { params: { query: { fields: ['contacts'] } } }));
      expect(profile.contacts?.map((c) => [c.type, c.contact, c.is_confirmed])).toEqual([
        ['email', confirmed.body.email, true],
        ['phone', '447700900777', true],
      ]);
      const incomplete = await createPlayer(env, { flags: { incomplete: true } });
      const info = await call((await signIn(env, incomplete.body)).api.GET('/api/account.getInfo'));
      expect(info).toMatchObject({ login: incomplete.body.email, is_registration_completed: false });
      expect((await createPlayer(env, { phone: '447700900777' })).status).toBe(409);
    });

    it('answers 409 for an e-mail that is taken and 400 naming the field for bad input', async () => {
      const taken = await createPlayer(env, { email: 'demo@example.com' });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toContain('demo@example.com');
      for (const [body, field] of [
        [{ email: 'not-an-email' }, 'email'],
        [{ password: 'x' }, 'password'],
        [{ currency: 'XYZ' }, 'currency'],
        [{ country: 'ZZ' }, 'country'],
        [{ balance: -1 }, 'balance'],
        [{ balance: '10' }, 'balance'],
        [{ flags: { vip: true } }, 'flags.vip'],
        [{ flags: { banned: 'yes' } }, 'flags.banned'],
        [{ flags: { phoneConfirmed: true } }, 'flags.phoneConfirmed'],
      ] as const) {
        const answer = await createPlayer(env, body);
        expect({ status: answer.status, field: answer.body.field }).toEqual({ status: 400, field });
      }
    });
  });

  describe('GET /__sandbox/players/{login}/effects', () => {
    it('counts what the player\'s actions stored, by kind, and answers 404 for an unknown login', async () => {
      const created = await createPlayer(env, { balance: 40, cashback: 5 });
      const effects = async () => (await env.fetch(`/__sandbox/players/${encodeURIComponent(created.body.email)}/effects`)).json() as Promise<Record<string, number>>;
      expect(await effects()).toMatchObject({ 'payments:deposit:success': 1, 'ledger:deposit': 1, 'cashbacks:active': 1 });
      const { api } = await signIn(env, created.body);
      await call(api.POST('/api/cashbacks.payout', { body: { cashback_id: (await call(api.GET('/api/cashbacks.get'))).items[0]!.id } }));
      await call(api.POST('/api/Support.sendFeedback', { body: { message: 'Hello' } }));
      const after = await effects();
      expect(after).toMatchObject({ 'cashbacks:paid_out': 1, 'ledger:cashback_payout': 1, feedback: 1 });
      expect(after['cashbacks:active']).toBeUndefined();
      const unknown = await env.fetch('/__sandbox/players/nobody%40example.com/effects');
      expect(unknown.status).toBe(404);
    });

    it('counts a call a delay fault held after its client gave up: it reached the backend and takes effect', async () => {
      const created = await createPlayer(env, {});
      const { api } = await signIn(env, created.body);
      await env.fault({ method: 'Support.sendFeedback', delayMs: 500, times: 1 });
      const gaveUp = await api.POST('/api/Support.sendFeedback', { body: { message: 'Held' }, signal: AbortSignal.timeout(100) }).then(() => false, () => true);
      expect(gaveUp).toBe(true);
      const effects = async () => (await (await env.fetch(`/__sandbox/players/${encodeURIComponent(created.body.email)}/effects`)).json()) as Record<string, number>;
      await expect.poll(effects, { timeout: 5_000 }).toMatchObject({ feedback: 1 });
    });
  });
}
