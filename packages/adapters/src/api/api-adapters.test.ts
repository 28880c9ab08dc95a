import { createApiClient } from '@casino/sdk';
import { failingFetch, fakeFetch, jsonResponse as json } from '@casino/sdk/testing';
import { describe, expect, it } from 'vitest';
import { ApiContent } from '../content/content.adapter.ts';
import { ApiI18n } from '../i18n/i18n.adapter.ts';
import { ApiAccount } from './account.adapter.ts';
import { ApiServerStorage } from './server-storage.adapter.ts';

const money = (amount: number) => ({ amount, currency: 'EUR' });
const accountDto = {
  uid: 7, reg_time: '2026-01-01T00:00:00.000Z', login: 'demo@example.com', fakename: 'Demo', is_subscribed: true,
  balance_main: money(12.5), balance_bonus: money(3), balance_betting_bonus: money(0), balance_fun: money(0),
  is_on_verification: false, is_verified: true, is_kyc_block_enabled: false, is_registration_completed: true,
  country_code: 'DE', locale: 'en', two_factor_auth: false,
};

function api(answer: (url: URL, request: Request) => Response) {
  const seen: URL[] = [];
  const { fetch } = fakeFetch(({ url, request }) => {
    seen.push(url);
    return answer(url, request);
  });
  return { client: createApiClient({ baseUrl: 'http://x', fetch, locale: 'en' }), seen };
}

describe('ApiAccount', () => {
  it('maps account info into the domain shape', async () => {
    const { client } = api(() => json({ data: accountDto }));
    const result = await new ApiAccount(client).getInfo();
    expect(result).toMatchObject({ ok: true, value: { uid: 7, login: 'demo@example.com', regTime: Date.parse('2026-01-01T00:00:00Z'), balances: { main: money(12.5), bonus: money(3) } } });
  });

  it('turns catalogue errors into failures instead of throwing', async () => {
    const { client } = api(() => json({ error: { type: 'UserBannedException', message: 'banned', code: 403, invalid_parameters: {}, error_data: { type: 'banned_user' } } }, 403));
    const result = await new ApiAccount(client).getInfo();
    expect(result).toEqual({ ok: false, error: { type: 'UserBannedException', status: 403, message: 'banned', fieldErrors: {}, errorData: { type: 'banned_user' } } });
  });

  it('a 2xx body the mapping cannot read is a malformed-answer failure, never a rejected promise', async () => {
    const { client } = api(() => json({ data: { contacts: 'not a list' } }));
    await expect(new ApiAccount(client).getContacts()).resolves.toMatchObject({ ok: false, error: { type: 'MalformedResponse', status: 200 } });
  });

  it('turns network failures into failures with status 0', async () => {
    const client = createApiClient({ baseUrl: 'http://x', fetch: failingFetch(new TypeError('offline')) });
    expect(await new ApiAccount(client).logout()).toMatchObject({ ok: false, error: { type: 'NetworkError', status: 0 } });
  });

  it('calls the contract paths for balance, general info, locale and logout', async () => {
    const { client, seen } = api((url) =>
      url.pathname.endsWith('getBalance')
        ? json({ data: { balance_main: money(1), balance_bonus: money(2), balance_betting_bonus: money(3), balance_fun: money(0) } })
        : url.pathname.endsWith('getgeneralinfo')
          ? json({ data: { time_to_force_logout: 60, available_locales: ['en'], available_currencies: ['EUR'], default_currency: 'EUR' } })
          : json({ data: 1 }),
    );
    const account = new ApiAccount(client);
    expect(await account.getBalance()).toMatchObject({ ok: true, value: { bettingBonus: money(3) } });
    expect(await account.getGeneralInfo()).toMatchObject({ ok: true, value: { timeToForceLogout: 60, defaultCurrency: 'EUR' } });
    expect(await account.changeLocale('ru')).toEqual({ ok: true, value: true });
    expect(await account.logout()).toEqual({ ok: true, value: true });
    expect(seen.map((u) => u.pathname)).toEqual(['/api/account.getBalance', '/api/metadata.getgeneralinfo', '/api/account.changelocale', '/api/auth.logout']);
  });
});

describe('ApiAccount hints data', () => {
  it('reads the contacts of the profile and whether a deposit succeeded', async () => {
    const { client, seen } = api((url) =>
      url.pathname.endsWith('getprofileinfo')
        ? json({ data: { first_name: null, middle_name: null, last_name: null, sex: 0, birth_date: null, country: null, country_code: null, region: null, home_town: null, address: null, postcode: null,
          contacts: [{ type: 'email', contact: 'a@b.co', is_confirmed: false, is_subscribed: true }, { type: 'phone', contact: '4915', is_confirmed: true, is_subscribed: false, phone_country_code: 'DE' }] } })
        : json({ data: { items: [], count: 0 } }),
    );
    const account = new ApiAccount(client);
    expect(await account.getContacts()).toEqual({ ok: true, value: [
      { type: 'email', contact: 'a@b.co', isConfirmed: false, isSubscribed: true },
      { type: 'phone', contact: '4915', isConfirmed: true, isSubscribed: false },
    ] });
    expect(await account.hasDeposit()).toEqual({ ok: true, value: false });
    expect(seen[0]!.searchParams.getAll('fields')).toEqual(['contacts']);
    expect(seen[1]!.pathname).toBe('/api/cashier.gethistory');
    expect(Object.fromEntries(seen[1]!.searchParams)).toMatchObject({ type: 'deposit', statuses: 'success', count: '1' });
  });

  it('a profile without contacts has none', async () => {
    const { client } = api(() => json({ data: { first_name: null, middle_name: null, last_name: null, sex: 0, birth_date: null, country: null, country_code: null, region: null, home_town: null, address: null, postcode: null } }));
    expect(await new ApiAccount(client).getContacts()).toEqual({ ok: true, value: [] });
  });
});

describe('ApiI18n, ApiContent and ApiServerStorage', () => {
  it('reads locales and messages from the i18n endpoints', async () => {
    const { client, seen } = api((url) =>
      url.pathname === '/nfx/i18n/locales' ? json({ locales: [{ code: 'en', dir: 'ltr' }, { code: 'ar', dir: 'rtl' }], defaultLocale: 'en' }) : json({ 'popups.auth.wrongEnterText': 'Wrong!' }),
    );
    const i18n = new ApiI18n(client);
    expect(await i18n.getLocales()).toMatchObject({ ok: true, value: { defaultLocale: 'en', locales: [{ code: 'en' }, { code: 'ar', dir: 'rtl' }] } });
    expect(await i18n.getMessages('ar')).toEqual({ ok: true, value: { 'popups.auth.wrongEnterText': 'Wrong!' } });
    expect(seen[1]!.pathname).toBe('/nfx/i18n/messages/ar');
  });

  it('maps the content configuration: navigation, flags and redirect rules', async () => {
    const config = {
      locale: 'en', localeStrategy: 'url',
      navigation: { header: [{ id: 'h', label: 'Home', url: '/', external: false }], footer: [{ id: 'f', title: 'Info', links: [] }] },
      featureFlags: { twoFactorAuth: true, identityVerification: false, responsibleGaming: true, betHistory: true, visibleBettingNotice: false, clickableTitles: true },
      redirects: [{ from_url: '/old*', to_url: 'https://example.org', external: true }],
      validationMessages: { requiredField: 'Required!' },
      forms: { any: 1 },
    };
    const { client } = api(() => json(config));
    const result = await new ApiContent(client).getConfig('en');
    expect(result).toMatchObject({ ok: true, value: { header: [{ label: 'Home' }], footer: [{ title: 'Info' }], redirects: [{ from_url: '/old*', is_external: true }], validationMessages: { requiredField: 'Required!' }, sections: { forms: { any: 1 } } } });
  });

  it('reads and writes server storage', async () => {
    const { client, seen } = api((url) => (url.pathname.endsWith('.get') ? json({ data: { a: '1' } }) : json({ data: 1 })));
    const storage = new ApiServerStorage(client);
    expect(await storage.get(['a', 'b'])).toEqual({ ok: true, value: { a: '1' } });
    expect(seen[0]!.searchParams.getAll('keys')).toEqual(['a', 'b']);
    expect(await storage.set('a', '2')).toEqual({ ok: true, value: true });
  });
});
