import { call, createApiClient } from '@casino/sdk';
import { describe, expect, it } from 'vitest';
import { signInitData } from '../../src/routes/auth/telegram.ts';
import { lastCode, newPlayer, otherCode, shiftClock, uniqueEmail } from './account-helpers.ts';
import { cookieFetch, oauthState, type ContractEnv } from './env.ts';

export function authCases(env: ContractEnv) {
  describe('auth.login', () => {
    it('signs in by e-mail, and by phone with or without the leading +', async () => {
      const api = env.guest();
      const answer = await call(api.POST('/api/auth.login', { body: { login: 'demo@example.com', password: 'demo1234' } }));
      expect(answer).toMatchObject({ status: 'SUCCESS', payload: { login: 'demo@example.com', locale: 'en' } });
      expect((await call(api.GET('/api/account.getInfo'))).uid).toBeGreaterThan(0);
      for (const login of ['+447700900123', '447700900123']) {
        expect(await call(env.guest().POST('/api/auth.login', { body: { login, password: 'demo1234' } }))).toMatchObject({ status: 'SUCCESS' });
      }
    });

    it('ends a session idle for longer than time_to_force_logout; every call keeps it alive', async () => {
      // this client's calls carry a scope whose idle timeout is one second (the shared config stays as it is)
      env.sandbox.sandbox.state.scopedConfig.set('idle-expiry', { timeToForceLogout: 1 });
      const api = createApiClient({ baseUrl: env.sandbox.url, fetch: cookieFetch({ sandbox_scope: 'idle-expiry' }), locale: 'en', version: 'contract-test' });
      await call(api.POST('/api/auth.login', { body: { login: 'demo@example.com', password: 'demo1234' } }));
      for (let i = 0; i < 3; i++) {
        await new Promise((r) => setTimeout(r, 600));
        expect((await call(api.GET('/api/account.getInfo'))).uid, `call ${i + 1}, 0.6 s after the last`).toBeGreaterThan(0);
      }
      await new Promise((r) => setTimeout(r, 1_300));
      expect((await call(api.GET('/api/account.getInfo'))).uid).toBe(0);
      await expect(call(api.GET('/api/account.getBalance'))).rejects.toMatchObject({ type: 'AuthorizationException', status: 401 });
      env.sandbox.sandbox.state.scopedConfig.delete('idle-expiry');
    });

    it('refuses wrong credentials and banned players', async () => {
      await expect(call(env.guest().POST('/api/auth.login', { body: { login: 'demo@example.com', password: 'nope-nope' } }))).rejects.toMatchObject({
        type: 'AuthorizationException',
        status: 401,
        message: expect.stringContaining('wrong enter'),
      });
      await expect(call(env.guest().POST('/api/auth.login', { body: { login: 'banned@example.com', password: 'demo1234' } }))).rejects.toMatchObject({
        type: 'UserBannedException',
        errorData: { type: 'banned_user' },
      });
    });

    it('runs the two-factor step: code sent, resend time, digits, wrong code, success', async () => {
      const api = env.guest();
      const body = { login: 'twofa@example.com', password: 'demo1234' };
      expect(await call(api.POST('/api/auth.login', { body }))).toEqual({ status: 'ALREADY_ENABLED', payload: { ...body, resend_time: 60 } });
      const code = await lastCode(env, 'twofa@example.com', 'two_factor');
      const resend = await call(api.POST('/api/auth.login', { body })).catch((e) => e);
      expect(resend).toMatchObject({ type: 'AuthorizationException', message: expect.stringMatching(/^Resend time is \d+$/) });
      expect(resend.errorData.resend_time).toBe(Number(resend.message.split(' ').pop()));
      await expect(call(api.POST('/api/auth.login', { body: { ...body, code: '12ab' } }))).rejects.toMatchObject({ message: 'the code must contain 6 digits' });
      await expect(call(api.POST('/api/auth.login', { body: { ...body, code: otherCode(code) } }))).rejects.toMatchObject({ message: 'two_factor_auth: code is invalid' });
      const answer = await call(api.POST('/api/auth.login', { body: { ...body, code } }));
      expect(answer).toMatchObject({ status: 'SUCCESS', payload: { login: 'twofa@example.com', two_factor_auth: true } });
    });

    it('says "Time expired" for a code older than 5 minutes', async () => {
      const body = { login: 'twofa@example.com', password: 'demo1234' };
      try {
        await shiftClock(env, 10 * 60_000);
        await call(env.guest().POST('/api/auth.login', { body }));
        const code = await lastCode(env, 'twofa@example.com', 'two_factor');
        await shiftClock(env, 16 * 60_000);
        await expect(call(env.guest().POST('/api/auth.login', { body: { ...body, code } }))).rejects.toMatchObject({ message: 'Time expired' });
      } finally {
        await shiftClock(env, 0);
      }
    });
  });

  describe('auth.register', () => {
    it('creates the player, signs the session in and answers the account info', async () => {
      const api = env.guest();
      const email = uniqueEmail();
      const info = await call(api.POST('/api/auth.register', { body: { email, password: 'secret12', currency: 'BRL', locale: 'pt', notify: '0', country_code: 'BR' } }));
      expect(info).toMatchObject({ login: email, locale: 'pt', country_code: 'BR', is_subscribed: false, balance_main: { amount: 0, currency: 'BRL' } });
      expect((await call(api.GET('/api/account.getInfo'))).uid).toBe(info.uid);
    });

    it('answers field errors, with the promo code codes in error_data', async () => {
      const error = await call(env.guest().POST('/api/auth.register', { body: { email: 'demo@example.com', password: '123', promo_code: 'NO-SUCH-CODE' } })).catch((e) => e);
      expect(error).toMatchObject({ type: 'InvalidParameterException', status: 422, errorData: { promo_code: ['INVALID'] } });
      expect(error.fieldErrors.email[0].code).toBe('taken');
      expect(error.fieldErrors.password[0].code).toBe('too_short');
      expect(error.fieldErrors.promo_code[0].code).toBe('INVALID');
    });

    it('completes the registration of a social sign-up', async () => {
      // A fresh social account (the seeded social@example.com stays incomplete for other cases and the UI).
      const { state, cookie } = await oauthState(env);
      const consent = await env.fetch('/oauth/callback', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ service: 'google', redirect_url: '/', choice: 'new', state }).toString(),
      });
      const sid = /sid=([^;]+)/.exec(consent.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const api = createApiClient({ baseUrl: env.sandbox.url, fetch: cookieFetch({ sid }), locale: 'en' });
      expect((await call(api.GET('/api/account.getInfo'))).is_registration_completed).toBe(false);
      const email = uniqueEmail('social');
      const info = await call(api.POST('/api/auth.register', { body: { email, currency: 'USD', country_code: 'US', notify: '1' } }));
      expect(info).toMatchObject({ is_registration_completed: true, country_code: 'US', balance_main: { currency: 'USD' } });
      await expect(call(api.POST('/api/auth.register', { body: { email: uniqueEmail(), password: 'secret12' } }))).rejects.toMatchObject({ type: 'InvalidRequestException' });
    });

    it('keeps an account on a break a guest after the provider lets it through, and says why and until when on the back address', async () => {
      const email = uniqueEmail('break');
      const { uid } = await call(env.guest().POST('/api/auth.register', { body: { email, password: 'secret12', currency: 'EUR' } }));
      await env.sandbox.db.query(`INSERT INTO exclusions (uid, kind, period_id, started_at, ends_at) VALUES ($1, 'timeout', '24h', now(), now() + interval '1 day')`, [uid]);
      const { state, cookie } = await oauthState(env);
      const back = await env.fetch('/oauth/callback', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ service: 'google', redirect_url: '/promotions?social_auth=done', choice: 'existing', login: email, state }).toString(),
      });
      expect(back.status).toBe(303);
      expect(back.headers.get('set-cookie') ?? '').not.toMatch(/sid=[^;]/);
      const location = new URL(back.headers.get('location')!, 'http://app');
      expect([location.pathname, location.searchParams.get('social_auth'), location.searchParams.get('sign_in_refused'), location.searchParams.get('refused_period')]).toEqual(['/promotions', 'done', 'timeout', '24h']);
      expect(Date.parse(location.searchParams.get('refused_until')!)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    });

    it('registers and then signs in a messaging-app user, refusing unsigned or stale data', async () => {
      const { telegramBotToken } = env.sandbox.sandbox.config;
      const fields = { id: String(Date.now()), username: 'tg_player', first_name: 'Tele', language_code: 'pt-BR', auth_date: String(Math.floor(Date.now() / 1000)), payload: 'promo_x' };
      const body = { is_tg: '1' as const, ...fields, hash: signInitData(fields, telegramBotToken) };
      const first = await call(env.guest().POST('/api/auth.register', { body }));
      expect(first).toMatchObject({ login: `tg_${fields.id}`, locale: 'pt' });
      expect((await call(env.guest().POST('/api/auth.register', { body }))).uid).toBe(first.uid);
      // a time-out holds for the messaging app's sign-in as for the password one
      await env.sandbox.db.query(`INSERT INTO exclusions (uid, kind, period_id, started_at, ends_at) VALUES ($1, 'timeout', '24h', now(), now() + interval '1 day')`, [first.uid]);
      await expect(call(env.guest().POST('/api/auth.register', { body }))).rejects.toMatchObject({ type: 'UserSelfExcludedException' });
      await env.sandbox.db.query('DELETE FROM exclusions WHERE uid = $1', [first.uid]);
      await expect(call(env.guest().POST('/api/auth.register', { body: { ...body, username: 'someone_else' } }))).rejects.toMatchObject({ type: 'AuthorizationException' });
      const stale = { ...fields, auth_date: String(Math.floor(Date.now() / 1000) - 2 * 86_400) };
      await expect(call(env.guest().POST('/api/auth.register', { body: { is_tg: '1', ...stale, hash: signInitData(stale, telegramBotToken) } }))).rejects.toMatchObject({
        type: 'AuthorizationException',
        message: expect.stringContaining('outdated'),
      });
    });
  });

  describe('auth.restore and auth.logout', () => {
    it('restores a password with a code from the outbox', async () => {
      const { email } = await newPlayer(env);
      const api = env.guest();
      expect(await call(api.POST('/api/auth.restore', { body: { login: email } }))).toEqual({ status: 'CODE_SENT', resend_time: 60 });
      expect(await call(api.POST('/api/auth.restore', { body: { login: 'nobody@example.com' } }))).toEqual({ status: 'CODE_SENT', resend_time: 60 });
      const code = await lastCode(env, email, 'restore');
      const wrong = await call(api.POST('/api/auth.restore', { body: { login: email, code: otherCode(code), password: 'newpass1' } })).catch((e) => e);
      expect(wrong).toMatchObject({ type: 'InvalidParameterException', fieldErrors: { code: [{ code: 'invalid' }] } });
      expect(await call(api.POST('/api/auth.restore', { body: { login: email, code, password: 'newpass1' } }))).toEqual({ status: 'PASSWORD_CHANGED' });
      expect(await call(api.POST('/api/auth.login', { body: { login: email, password: 'newpass1' } }))).toMatchObject({ status: 'SUCCESS' });
    });

    it('signs out to a guest session', async () => {
      const api = await env.as('demo@example.com');
      expect(await call(api.GET('/api/auth.logout'))).toBe(1);
      expect((await call(api.GET('/api/account.getInfo'))).uid).toBe(0);
      await env.fault({ method: 'auth.logout', status: 503 });
      await expect(call(api.GET('/api/auth.logout'))).rejects.toMatchObject({ status: 503 });
    });
  });
}
