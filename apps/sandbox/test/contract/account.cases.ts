import { call } from '@casino/sdk';
import { describe, expect, it } from 'vitest';
import { lastCode, newPlayer, otherCode } from './account-helpers.ts';
import type { ContractEnv } from './env.ts';

const rejectsWith = (promise: Promise<unknown>, match: Record<string, unknown>) => expect(promise).rejects.toMatchObject(match);

export function accountCases(env: ContractEnv) {
  describe('account reads', () => {
    it('getInfo: uid 0 for a guest, the account for a player', async () => {
      const guest = await call(env.guest().GET('/api/account.getInfo'));
      expect(guest).toMatchObject({ uid: 0, login: '', balance_main: { amount: 0, currency: 'EUR' } });
      const demo = await call((await env.as('demo@example.com')).GET('/api/account.getInfo'));
      expect(demo).toMatchObject({ login: 'demo@example.com', locale: 'en', two_factor_auth: false, is_registration_completed: true });
      await env.fault({ method: 'account.getInfo', status: 503 });
      await rejectsWith(call(env.guest().GET('/api/account.getInfo')), { type: 'ApplicationUnavailableException' });
    });

    it('getBalance reads the ledger; guests are refused', async () => {
      const balance = await call((await env.as('ptbr@example.com')).GET('/api/account.getBalance'));
      expect(Object.keys(balance).sort()).toEqual(['balance_betting_bonus', 'balance_bonus', 'balance_fun', 'balance_main']);
      expect(balance.balance_main.currency).toBe('BRL');
      await rejectsWith(call(env.guest().GET('/api/account.getBalance')), { type: 'AuthorizationException' });
    });

    it('getcurrencyrates and getContactPhoneSettings', async () => {
      const rates = await call(env.guest().GET('/api/account.getcurrencyrates'));
      expect(rates.base).toBe('EUR');
      expect(Object.keys(rates.rates)).toEqual(expect.arrayContaining(['EUR', 'USD', 'BRL', 'RUB']));
      const phones = await call((await env.as('ptbr@example.com')).GET('/api/account.getContactPhoneSettings'));
      expect(phones.default_country_code).toBe('BR');
      expect(phones.options.length).toBeGreaterThanOrEqual(10);
      expect(phones.options.map((o) => o.country_code)).toEqual(expect.arrayContaining(['BR', 'RU', 'PT', 'GB', 'DE', 'AE', 'EG', 'US', 'ES', 'TR']));
      expect(phones.options.find((o) => o.country_code === 'BR')).toMatchObject({ phone_code: '55' });
      await env.fault({ method: 'account.getcurrencyrates', status: 500 });
      await rejectsWith(call(env.guest().GET('/api/account.getcurrencyrates')), { status: 500 });
      await env.fault({ method: 'account.getContactPhoneSettings', status: 503 });
      await rejectsWith(call(env.guest().GET('/api/account.getContactPhoneSettings')), { status: 503 });
    });

    it('getPersonalDataFields differ by country', async () => {
      const api = env.guest();
      const br = await call(api.GET('/api/account.getPersonalDataFields', { params: { query: { country: 'BR' } } }));
      expect(br.find((f) => f.sysname === 'document_type')?.options.list).toEqual([{ id: 'cpf', name: 'CPF', icon: null }]);
      expect(br.find((f) => f.sysname === 'document_number')?.params).toEqual({ is_visible: true, is_required: true });
      expect(br.find((f) => f.sysname === 'region')?.options.list?.map((o) => o.id)).toContain('BR-SP');
      const ru = await call(api.GET('/api/account.getPersonalDataFields', { params: { query: { country: 'RU' } } }));
      expect(ru.some((f) => f.sysname === 'document_number')).toBe(false);
      expect(ru.find((f) => f.sysname === 'middle_name')?.params.is_visible).toBe(true);
      await rejectsWith(call(api.GET('/api/account.getPersonalDataFields', { params: { query: { country: '123' } } })), { type: 'InvalidRequestException', status: 400 });
    });

    it('getprofileinfo with contacts and document; getDepositLimit', async () => {
      const api = await env.as('ptbr@example.com');
      const profile = await call(api.GET('/api/account.getprofileinfo', { params: { query: { fields: ['contacts', 'document'] } } }));
      expect(profile).toMatchObject({ first_name: 'João', country: 'BR', region: 'BR-SP', birth_date: '1990-05-17', document: { type: 'cpf', number: '529.982.247-25' } });
      expect(profile.contacts?.map((c) => c.type)).toEqual(['email', 'phone']);
      expect(await call(api.GET('/api/account.getDepositLimit'))).toMatchObject({ period: 7, limit_amount: 500, currency: 'BRL', can_edit: true });
      expect(await call((await env.as('demo@example.com')).GET('/api/account.getDepositLimit'))).toMatchObject({ period: 'none', limit_amount: null });
      await rejectsWith(call(env.guest().GET('/api/account.getprofileinfo')), { type: 'AuthorizationException' });
      await rejectsWith(call(env.guest().GET('/api/account.getDepositLimit')), { type: 'AuthorizationException' });
    });
  });

  describe('account changes', () => {
    it('saveProfileInfo and changefakename validate their fields', async () => {
      const { api } = await newPlayer(env);
      expect(await call(api.POST('/api/account.saveProfileInfo', { body: { first_name: 'Ana', country: 'BR', region: 'BR-RJ', document_type: 'cpf', document_number: '529.982.247-25' } }))).toBe(1);
      const error = await call(api.POST('/api/account.saveProfileInfo', { body: { first_name: 'An4', birth_date: '2020-01-01', document_number: '111.111.111-11' } })).catch((e) => e);
      expect(error).toMatchObject({ type: 'InvalidParameterException', fieldErrors: { first_name: [{ code: 'invalid' }], birth_date: [{ code: 'underage' }], document_number: [{ code: 'invalid' }] } });
      expect(await call(api.POST('/api/account.changefakename', { body: { fakename: 'LuckyAna' } }))).toBe(1);
      expect((await call(api.GET('/api/account.getInfo'))).fakename).toBe('LuckyAna');
      await rejectsWith(call(api.POST('/api/account.changefakename', { body: { fakename: 'a_b' } })), { fieldErrors: { fakename: [{ code: 'too_short' }] } });
    });

    it('changelocale, setCurrency, setUserOnVerification and changeSubscription', async () => {
      const { api, uid } = await newPlayer(env);
      expect(await call(api.POST('/api/account.changelocale', { body: { locale: 'ar' } }))).toBe(1);
      expect(await call(api.POST('/api/account.setCurrency', { body: { currency: 'RUB' } }))).toBe(1);
      expect(await call(api.POST('/api/account.setUserOnVerification'))).toBe(1);
      expect(await call(api.POST('/api/account.changeSubscription', { body: { is_subscribed: '0' } }))).toBe(1);
      expect(await call(api.GET('/api/account.getInfo'))).toMatchObject({ locale: 'ar', balance_main: { currency: 'RUB' }, is_on_verification: true, is_subscribed: false });
      expect(await env.sandbox.db.query('SELECT from_locale, to_locale FROM locale_changes WHERE uid = $1', [uid])).toEqual([{ from_locale: 'en', to_locale: 'ar' }]);
      await rejectsWith(call(api.POST('/api/account.changelocale', { body: { locale: 'xx' } })), { fieldErrors: { locale: [{ code: 'invalid' }] } });
      await rejectsWith(call(api.POST('/api/account.setCurrency', { body: { currency: 'XXX' } })), { fieldErrors: { currency: [{ code: 'invalid' }] } });
      await rejectsWith(call(env.guest().POST('/api/account.setUserOnVerification')), { type: 'AuthorizationException' });
      await rejectsWith(call(env.guest().POST('/api/account.changeSubscription', { body: { is_subscribed: '1' } })), { type: 'AuthorizationException' });
    });

    it('changepassword needs the current password', async () => {
      const { api, email } = await newPlayer(env);
      await rejectsWith(call(api.POST('/api/account.changepassword', { body: { old_password: 'wrong-one', new_password: 'another1' } })), { fieldErrors: { old_password: [{ code: 'wrong' }] } });
      expect(await call(api.POST('/api/account.changepassword', { body: { old_password: 'secret12', new_password: 'another1', new_password_repeat: 'another1' } }))).toBe(1);
      expect(await call(env.guest().POST('/api/auth.login', { body: { login: email, password: 'another1' } }))).toMatchObject({ status: 'SUCCESS' });
    });

    it('switches two-factor authentication on with a code', async () => {
      const { api, email } = await newPlayer(env);
      expect(await call(api.POST('/api/account.changeTwoFactorAuth', { body: { enable: '1' } }))).toBe(1);
      const code = await lastCode(env, email, 'two_factor');
      await rejectsWith(call(api.POST('/api/account.changeTwoFactorAuth', { body: { enable: '1' } })), { message: expect.stringMatching(/^Resend time is \d+$/) });
      await rejectsWith(call(api.POST('/api/account.confirmTwoFactorAuth', { body: { code: otherCode(code) } })), { message: 'two_factor_auth: code is invalid' });
      expect(await call(api.POST('/api/account.confirmTwoFactorAuth', { body: { code } }))).toBe(1);
      expect((await call(api.GET('/api/account.getInfo'))).two_factor_auth).toBe(true);
      expect(await call(env.guest().POST('/api/auth.login', { body: { login: email, password: 'secret12' } }))).toMatchObject({ status: 'ALREADY_ENABLED' });
    });

    it('adds, sends a code to and confirms a contact', async () => {
      const { api } = await newPlayer(env);
      expect(await call(api.POST('/api/account.addcontact', { body: { type: 'phone', contact: '+351 912 345 678', phone_country_code: 'PT' } }))).toBe(1);
      expect(await call(api.POST('/api/account.sendconfirmationtocontact', { body: { type: 'phone' } }))).toBe(1);
      const code = await lastCode(env, '+351912345678', 'confirm_contact');
      await rejectsWith(call(api.POST('/api/account.confirmContact', { body: { type: 'phone', code: otherCode(code) } })), { type: 'InvalidParameterException', fieldErrors: { code: [{ code: 'invalid' }] } });
      expect(await call(api.POST('/api/account.confirmContact', { body: { type: 'phone', code } }))).toBe(1);
      // the same call again (a retry after a timeout) is answered as the first; another code is still wrong
      expect(await call(api.POST('/api/account.confirmContact', { body: { type: 'phone', code } }))).toBe(1);
      await rejectsWith(call(api.POST('/api/account.confirmContact', { body: { type: 'phone', code: otherCode(code) } })), { fieldErrors: { code: [{ code: 'invalid' }] } });
      const profile = await call(api.GET('/api/account.getprofileinfo', { params: { query: { fields: ['contacts'] } } }));
      expect(profile.contacts?.find((c) => c.type === 'phone')).toEqual({ type: 'phone', contact: '351912345678', phone_country_code: 'PT', is_confirmed: true, is_subscribed: true });
      await rejectsWith(call(api.POST('/api/account.addcontact', { body: { type: 'email', contact: 'demo@example.com' } })), { fieldErrors: { contact: [{ code: 'taken' }] } });
      await rejectsWith(call(api.POST('/api/account.sendconfirmationtocontact', { body: { type: 'phone' } })), { fieldErrors: { type: [{ code: 'confirmed' }] } });
    });

    it('unsubscribe: by session or by the link token', async () => {
      const { unsubscribeToken } = await import('../../src/routes/account/contacts.ts');
      const { api, uid } = await newPlayer(env);
      expect(await call(env.guest().POST('/api/account.unsubscribe', { body: { hash: unsubscribeToken(uid) } }))).toBe(1);
      expect((await call(api.GET('/api/account.getInfo'))).is_subscribed).toBe(false);
      expect(await call(api.POST('/api/account.unsubscribe'))).toBe(1);
      await rejectsWith(call(env.guest().POST('/api/account.unsubscribe', { body: { hash: `${uid}.forged` } })), { fieldErrors: { hash: [{ code: 'invalid' }] } });
    });
  });
}
