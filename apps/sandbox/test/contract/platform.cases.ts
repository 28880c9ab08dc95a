import { call } from '@casino/sdk';
import { describe, expect, it } from 'vitest';
import { oauthState, type ContractEnv } from './env.ts';

const setConfig = (env: ContractEnv, values: Record<string, number>) =>
  env.fetch('/__sandbox/config', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) });

export function platformCases(env: ContractEnv) {
  describe('metadata and popups', () => {
    it('metadata.get and metadata.getgeneralinfo (read from the live config)', async () => {
      const api = env.guest();
      expect(await call(api.GET('/api/metadata.get'))).toMatchObject({ app: 'casino-sandbox', environment: 'development' });
      const info = await call(api.GET('/api/metadata.getgeneralinfo'));
      expect(info).toMatchObject({ available_currencies: ['EUR', 'USD', 'BRL', 'RUB'], available_locales: ['en', 'ru', 'pt', 'ar'], default_currency: 'EUR' });
      const original = info.time_to_force_logout;
      try {
        expect((await setConfig(env, { timeToForceLogout: 77 })).ok).toBe(true);
        expect((await call(api.GET('/api/metadata.getgeneralinfo'))).time_to_force_logout).toBe(77);
      } finally {
        await setConfig(env, { timeToForceLogout: original });
      }
      await env.fault({ method: 'metadata.get', status: 503 });
      await expect(call(api.GET('/api/metadata.get'))).rejects.toMatchObject({ status: 503 });
      await env.fault({ method: 'metadata.getgeneralinfo', status: 500 });
      await expect(call(api.GET('/api/metadata.getgeneralinfo'))).rejects.toMatchObject({ status: 500 });
    });

    it('popups.get by audience, translated, and by sysname for the preview', async () => {
      const guest = (await call(env.guest().GET('/api/popups.get'))).map((p) => p.sysname);
      expect(guest).toContain('welcome');
      expect(guest).not.toContain('deposit-boost');
      const player = await call((await env.as('demo@example.com')).GET('/api/popups.get', { params: { query: { locale: 'pt' } } }));
      expect(player.map((p) => p.sysname)).toEqual(['deposit-boost']);
      expect(player[0]).toMatchObject({ title: 'Turbo no depósito', buttons: [{ label: 'Depositar', action: 'deposit' }, { label: 'Promoções', action: 'link', url: '/promotions' }] });
      expect((await call(env.guest().GET('/api/popups.get', { params: { query: { sysname: 'summer-drop' } } })))[0]?.sysname).toBe('summer-drop');
      await expect(call(env.guest().GET('/api/popups.get', { params: { query: { sysname: 'nope' } } }))).rejects.toMatchObject({ fieldErrors: { sysname: [{ code: 'not_found' }] } });
    });
  });

  describe('i18n and content', () => {
    it('locales and message dictionaries', async () => {
      const api = env.guest();
      expect(await call(api.GET('/nfx/i18n/locales'))).toEqual({
        locales: [{ code: 'en', dir: 'ltr' }, { code: 'ru', dir: 'ltr' }, { code: 'pt', dir: 'ltr' }, { code: 'ar', dir: 'rtl' }],
        defaultLocale: 'en',
      });
      const pt = await call(api.GET('/nfx/i18n/messages/{locale}', { params: { path: { locale: 'pt' } } }));
      expect(pt['popups.auth.wrongEnterText']).toBe('Login ou senha incorretos');
      expect(Object.keys(pt)).toEqual(expect.arrayContaining(['popups.registration.wrongRegServerError', 'common.promoCodeErrors.INVALID']));
      await expect(call(api.GET('/nfx/i18n/messages/{locale}', { params: { path: { locale: 'xx' } } }))).rejects.toMatchObject({ status: 404 });
      await env.fault({ method: 'i18n.locales', status: 500 });
      await expect(call(api.GET('/nfx/i18n/locales'))).rejects.toMatchObject({ status: 500 });
    });

    it('promotions per locale, their CMS HTML as written (the app sanitises it)', async () => {
      const api = env.guest();
      const en = await call(api.GET('/content/promotions/{locale}', { params: { path: { locale: 'en' } } }));
      expect(en.items.map((p) => p.id)).toEqual(['welcome', 'weekend', 'cashback']);
      expect(en.items[0]!.content).toContain('<script>');
      const ar = await call(api.GET('/content/promotions/{locale}', { params: { path: { locale: 'ar' } } }));
      expect(ar.items[0]!.title).toBe('باقة الترحيب');
      await expect(call(api.GET('/content/promotions/{locale}', { params: { path: { locale: 'xx' } } }))).rejects.toMatchObject({ status: 404 });
    });

    it('content pages per locale: a list without HTML, each page with its breadcrumbs; an unknown slug is a 404', async () => {
      const api = env.guest();
      const list = await call(api.GET('/content/pages/{locale}', { params: { path: { locale: 'ru' } } }));
      expect(list.items.map((p) => p.slug)).toEqual(['terms', 'privacy', 'faq', 'contacts']);
      expect(list.items[0]).toEqual({ slug: 'terms', title: 'Правила и условия', updatedAt: '2026-10-01' });
      const terms = await call(api.GET('/content/pages/{locale}/{slug}', { params: { path: { locale: 'en', slug: 'terms' } } }));
      expect(terms.content).toContain('onerror');
      expect(terms.breadCrumbs).toEqual([{ name: 'Home', link: '/' }, { name: 'Terms and conditions', link: '/terms' }]);
      await expect(call(api.GET('/content/pages/{locale}/{slug}', { params: { path: { locale: 'en', slug: 'nope' } } }))).rejects.toMatchObject({ status: 404, fieldErrors: { slug: [{ code: 'not_found' }] } });
      await expect(call(api.GET('/content/pages/{locale}', { params: { path: { locale: 'xx' } } }))).rejects.toMatchObject({ status: 404 });
    });

    it('content configuration per locale', async () => {
      const api = env.guest();
      for (const locale of ['en', 'ru', 'pt', 'ar']) {
        const config = await call(api.GET('/content/config/{locale}', { params: { path: { locale } } }));
        expect(config.locale).toBe(locale);
        expect(config.redirects).toEqual(expect.arrayContaining([{ from_url: '/old-promo*', to_url: '/promotions', external: false }, expect.objectContaining({ external: true })]));
        expect(config.functionalSettings.settingsForUpdBalance.countSecondsForInterval).toBe(10);
      }
      const pt = await call(api.GET('/content/config/{locale}', { params: { path: { locale: 'pt' } } }));
      expect(pt.forms.registration.documentType).toEqual({ isActive: true, defaultValue: 'cpf' });
      expect(pt.navigation.header[0]?.label).toBe('Início');
      await expect(call(api.GET('/content/config/{locale}', { params: { path: { locale: 'de' } } }))).rejects.toMatchObject({ status: 404 });
    });

    it('SEO settings by host', async () => {
      const seo = await call(env.guest().GET('/content/seo', { params: { query: { host: 'casino.example.com' } } }));
      expect(seo).toMatchObject({ host: 'casino.example.com', organization: { url: 'https://casino.example.com' } });
      expect(seo.pages[0]?.path).toBe('/');
      await expect(call(env.guest().GET('/content/seo', { params: { query: {} as { host: string } } }))).rejects.toMatchObject({ status: 400 });
    });
  });

  describe('hit beacon and social sign-in', () => {
    it('records a hit and answers a gif', async () => {
      const api = await env.as('demo@example.com');
      const { response } = await api.GET('/hit', { params: { query: { track_id: 'track-42', referer: 'https://ref.example', query: 'utm_source=x' } }, parseAs: 'arrayBuffer' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/gif');
      const row = await env.sandbox.db.one('SELECT uid, referer, params FROM hits WHERE track_id = $1', ['track-42']);
      expect(row).toMatchObject({ referer: 'https://ref.example', params: { query: 'utm_source=x' } });
      expect(row.uid).toBeGreaterThan(0);
      const bad = await api.GET('/hit', { params: { query: { referer: 'x'.repeat(3000) } }, parseAs: 'arrayBuffer' });
      expect(bad.response.status).toBe(400);
    });

    it('records a hit whose address carries a NUL (a page at a hostile path), without it', async () => {
      const api = await env.as('demo@example.com');
      const { response } = await api.GET('/hit', { params: { query: { track_id: 'track-nul', referer: 'https://ref.example/\u0000x', query: 'a=\u0000b' } }, parseAs: 'arrayBuffer' });
      expect(response.status).toBe(200);
      const row = await env.sandbox.db.one('SELECT referer, params FROM hits WHERE track_id = $1', ['track-nul']);
      expect(row).toMatchObject({ referer: 'https://ref.example/x', params: { query: 'a=b' } });
    });

    it('oauth/init shows the consent page; the callback signs in and redirects same-origin only', async () => {
      const api = env.guest();
      const page = await api.GET('/oauth/init', { params: { query: { service: 'google', redirect_url: 'http://localhost:5173/profile?x=1', type_auth: 'login' } }, parseAs: 'text' });
      expect(page.response.status).toBe(200);
      expect(page.data).toContain('Continue as Google user');
      const missing = await api.GET('/oauth/init', { params: { query: { redirect_url: '/' } as never }, parseAs: 'text' });
      expect(missing.response.status).toBe(400);

      const submit = async (fields: Record<string, string>) => {
        const { state, cookie } = await oauthState(env);
        return env.fetch('/oauth/callback', { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie }, body: new URLSearchParams({ ...fields, state }).toString() });
      };
      const existing = await submit({ service: 'google', redirect_url: 'http://localhost:5173/profile?x=1', type_auth: 'login', choice: 'existing' });
      expect(existing.status).toBe(303);
      expect(existing.headers.get('location')).toBe('http://localhost:5173/profile?x=1');
      const sid = /sid=([^;]+)/.exec(existing.headers.get('set-cookie') ?? '')?.[1];
      const info = await (await env.fetch('/api/account.getInfo', { headers: { cookie: `sid=${sid}` } })).json();
      expect(info.data).toMatchObject({ login: 'social@example.com', is_registration_completed: false });
      // an account on a time-out comes back from the consent page as a guest
      const social = await env.sandbox.db.one<{ uid: number }>("SELECT uid FROM users WHERE email = 'social@example.com'");
      await env.sandbox.db.query(`INSERT INTO exclusions (uid, kind, period_id, started_at, ends_at) VALUES ($1, 'timeout', '24h', now(), now() + interval '1 day')`, [social.uid]);
      const excluded = await submit({ service: 'google', redirect_url: '/', type_auth: 'login', choice: 'existing' });
      await env.sandbox.db.query('DELETE FROM exclusions WHERE uid = $1', [social.uid]);
      expect(excluded.status).toBe(303);
      expect(excluded.headers.get('set-cookie') ?? '').not.toContain('sid=');

      // a cross-site post carries no state cookie; a forged or reused state is refused too
      const post = (body: Record<string, string>, cookie?: string) =>
        env.fetch('/oauth/callback', { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) }, body: new URLSearchParams(body).toString() });
      expect((await post({ service: 'google', redirect_url: '/', choice: 'existing' })).status).toBe(403);
      const issued = await oauthState(env);
      expect((await post({ service: 'google', redirect_url: '/', choice: 'existing', state: 'forged' }, issued.cookie)).status).toBe(403);
      const used = await post({ service: 'google', redirect_url: '/', choice: 'existing', state: issued.state }, issued.cookie);
      expect(used.status).toBe(303);
      expect(used.headers.get('set-cookie')).toContain('oauth_state=; Path=/oauth');

      const created = await submit({ service: 'facebook', redirect_url: 'https://evil.example/steal', choice: 'new' });
      expect(created.headers.get('location')).toBe('/');
      const newSid = /sid=([^;]+)/.exec(created.headers.get('set-cookie') ?? '')?.[1];
      const fresh = await (await env.fetch('/api/account.getInfo', { headers: { cookie: `sid=${newSid}` } })).json();
      expect(fresh.data.login).toMatch(/^facebook_/);
      expect(fresh.data.is_registration_completed).toBe(false);
    });
  });
}
