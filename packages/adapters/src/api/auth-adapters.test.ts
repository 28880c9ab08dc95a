import { createApiClient } from '@casino/sdk';
import { fakeFetch, hangingFetch, jsonResponse as json } from '@casino/sdk/testing';
import { describe, expect, it } from 'vitest';
import { ApiAuth } from './auth.adapter.ts';
import { ApiRegistrationData } from './registration-data.adapter.ts';

const money = (amount: number) => ({ amount, currency: 'EUR' });
const accountDto = {
  uid: 7, reg_time: '2026-01-01T00:00:00.000Z', login: 'demo@example.com', fakename: null, is_subscribed: true,
  balance_main: money(1), balance_bonus: money(0), balance_betting_bonus: money(0), balance_fun: money(0),
  is_on_verification: false, is_verified: false, is_kyc_block_enabled: false, is_registration_completed: true,
  country_code: 'GB', locale: 'en', two_factor_auth: false,
};

function api(answer: (path: string, form: FormData | null) => Response) {
  const bodies: Record<string, string>[] = [];
  const paths: string[] = [];
  const { fetch } = fakeFetch(({ path, form, fields }) => {
    paths.push(path);
    if (fields) bodies.push({ ...fields });
    return answer(path, form ?? null);
  });
  return { client: createApiClient({ baseUrl: 'http://x', fetch }), bodies, paths };
}

describe('ApiAuth', () => {
  it('signs in, or moves to the two-factor step with login, password and resend time', async () => {
    const { client, bodies } = api((_p, form) =>
      form?.get('login') === 'twofa'
        ? json({ data: { status: 'ALREADY_ENABLED', payload: { login: 'twofa', password: 'pw', resend_time: 60 } } })
        : json({ data: { status: 'SUCCESS', payload: accountDto } }),
    );
    const auth = new ApiAuth(client);
    expect(await auth.signIn({ login: 'demo', password: 'pw' })).toMatchObject({ ok: true, value: { kind: 'signedIn', account: { uid: 7 } } });
    expect(await auth.signIn({ login: 'twofa', password: 'pw' })).toEqual({ ok: true, value: { kind: 'twoFactor', state: { login: 'twofa', password: 'pw', resend_time: 60 } } });
    await auth.signIn({ login: 'demo', password: 'pw', code: '123456' });
    expect(bodies[2]).toEqual({ login: 'demo', password: 'pw', code: '123456' });
  });

  it('restores in two steps and registers with the form or Telegram init data', async () => {
    const { client, bodies, paths } = api((path, form) =>
      path.endsWith('auth.restore')
        ? json({ data: form?.get('code') ? { status: 'PASSWORD_CHANGED' } : { status: 'CODE_SENT', resend_time: 45 } })
        : json({ data: accountDto }),
    );
    const auth = new ApiAuth(client);
    expect(await auth.requestRestoreCode('demo@example.com')).toEqual({ ok: true, value: { resendTime: 45 } });
    expect(await auth.resetPassword({ login: 'demo@example.com', code: '111111', password: 'new-pass1' })).toEqual({ ok: true, value: true });
    expect(bodies[1]).toEqual({ login: 'demo@example.com', code: '111111', password: 'new-pass1', password_repeat: 'new-pass1' });
    expect(await auth.register({ email: 'a@b.co', password: 'x1234567' })).toMatchObject({ ok: true, value: { uid: 7 } });
    await auth.registerWithTelegram({ id: '5', auth_date: '1', hash: 'a'.repeat(64) });
    expect(bodies[3]).toEqual({ id: '5', auth_date: '1', hash: 'a'.repeat(64), is_tg: '1' });
    expect(paths.slice(2)).toEqual(['/api/auth.register', '/api/auth.register']);
  });

  it('keeps field errors of a failed registration', async () => {
    const { client } = api(() => json({ error: { type: 'InvalidParameterException', message: 'bad', code: 400, invalid_parameters: { email: [{ code: 'taken', message: 'taken' }] }, error_data: {} } }, 400));
    expect(await new ApiAuth(client).register({ email: 'demo@example.com' })).toMatchObject({ ok: false, error: { status: 400, fieldErrors: { email: [{ code: 'taken' }] } } });
  });
});

describe('signals', () => {
  it('a signal given to a port aborts its request', async () => {
    const { fetch, held } = hangingFetch();
    const client = createApiClient({ baseUrl: 'http://x', fetch });
    const controller = new AbortController();
    const pending = Promise.all([
      new ApiAuth(client).signIn({ login: 'demo', password: 'pw' }, controller.signal),
      new ApiRegistrationData(client).activatePromoCode('WELCOME100', controller.signal),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(held).toHaveLength(2);
    controller.abort();
    expect(await pending).toMatchObject([{ ok: false, error: { type: 'AbortError' } }, { ok: false, error: { type: 'AbortError' } }]);
  });
});

describe('ApiRegistrationData', () => {
  it('reads fields per country, phone settings, and checks and activates promo codes', async () => {
    const { client, paths } = api((path, form) => {
      if (path.includes('getPersonalDataFields')) return json({ data: [{ sysname: 'email', type: 'input', params: { is_visible: true, is_required: true }, options: {} }] });
      if (path.includes('getContactPhoneSettings')) return json({ data: { default_country_code: 'GB', options: [{ country_code: 'GB', phone_code: '44', name: 'UK', mask: '#### ######' }] } });
      if (path.includes('checkPromocode')) return json({ data: form?.get('promo_code') === 'WELCOME100' ? { promo_code: 'WELCOME100' } : false });
      return json({ data: { id: 1 } });
    });
    const data = new ApiRegistrationData(client);
    expect(await data.getPersonalDataFields('BR')).toMatchObject({ ok: true, value: [{ sysname: 'email' }] });
    expect(await data.getPhoneSettings()).toEqual({ ok: true, value: { defaultCountryCode: 'GB', countries: [{ country_code: 'GB', phone_code: '44', name: 'UK', mask: '#### ######' }] } });
    expect(await data.checkPromoCode('WELCOME100')).toEqual({ ok: true, value: true });
    expect(await data.checkPromoCode('NOPE')).toEqual({ ok: true, value: false });
    expect(await data.activatePromoCode('WELCOME100')).toEqual({ ok: true, value: true });
    expect(paths[0]).toBe('/api/account.getPersonalDataFields?country=BR');
  });

  it('a promo check answering any falsy data (false, 0, null, empty string) means not found', async () => {
    for (const answer of [false, 0, null, '']) {
      const { client } = api(() => json({ data: answer }));
      expect(await new ApiRegistrationData(client).checkPromoCode('NOPE')).toEqual({ ok: true, value: false });
    }
  });
});
