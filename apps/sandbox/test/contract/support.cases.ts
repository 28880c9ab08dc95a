import { call } from '@casino/sdk';
import { request } from 'node:http';
import { expect, it } from 'vitest';
import { newPlayer } from './account-helpers.ts';
import type { ContractEnv } from './env.ts';

/** `publicClient.sumsubBaseUrl` as answered to a request with these headers (fetch may not set `Host`). */
function sumsubBaseUrlFor(env: ContractEnv, headers: Record<string, string>): Promise<string | null | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(`${env.sandbox.url}/content/config/en`, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve((JSON.parse(body) as { publicClient?: { sumsubBaseUrl?: string | null } }).publicClient?.sumsubBaseUrl));
    });
    req.on('error', reject);
    req.end();
  });
}

export function supportCases(env: ContractEnv) {
  it('answers the active chat provider and its config', async () => {
    const settings = await call(env.guest().GET('/api/support.getsettings'));
    expect(settings).toMatchObject({ chat: 'freshChat', freshChat: { widget_id: 'sandbox-freshchat-token', lang: 'en' } });
    const { db } = env.sandbox;
    await db.query(`UPDATE support_chat_providers SET is_active = false`);
    try {
      await expect(call(env.guest().GET('/api/support.getsettings'))).rejects.toMatchObject({ type: 'ApplicationUnavailableException' });
    } finally {
      await db.query(`UPDATE support_chat_providers SET is_active = (provider = 'freshChat')`);
    }
  });

  it('with chatAndAnalytics at 0 there is no chat provider and no analytics script or vitals endpoint', async () => {
    const tune = (chatAndAnalytics: number) =>
      env.fetch('/__sandbox/config', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chatAndAnalytics }) });
    expect((await tune(0)).status).toBe(200);
    try {
      await expect(call(env.guest().GET('/api/support.getsettings'))).rejects.toMatchObject({ type: 'ApplicationUnavailableException' });
      const config = await call(env.guest().GET('/content/config/{locale}', { params: { path: { locale: 'en' } } }));
      expect(config.publicClient).toMatchObject({ bloomreachTarget: null, rumMonitoringUrl: null });
    } finally {
      await tune(1);
    }
    const config = await call(env.guest().GET('/content/config/{locale}', { params: { path: { locale: 'en' } } }));
    expect(config.publicClient?.bloomreachTarget).toBe('/static/vendors/bloomreach/exponea.js');
  });

  it('points every chat provider at its offline stand-in script, which the sandbox serves', async () => {
    const rows = await env.sandbox.db.query<{ provider: string; config: { src: string | null } }>(`SELECT provider, config FROM support_chat_providers WHERE provider <> 'comm100'`);
    expect(rows.length).toBe(6);
    for (const { config } of rows) {
      const script = await env.fetch(config.src!);
      expect(script.status, config.src!).toBe(200);
      expect(script.headers.get('content-type')).toContain('javascript');
      expect(await script.text()).toContain('__vendorCalls');
    }
    expect((await env.fetch('/static/vendors/freshchat/../../../package.json')).status).toBe(404);
    expect((await env.fetch('/static/vendors/nope/missing.js')).status).toBe(404);
  });

  it('serves the verification provider stand-in frame at its base address, posting only to the app', async () => {
    const config = await call(env.guest().GET('/content/config/{locale}', { params: { path: { locale: 'en' } } }));
    expect(config.publicClient?.sumsubBaseUrl).toBe(env.sandbox.url); // where this request reached it, on any port
    // through a proxy that keeps the host, that host; through the app's own proxy (the app's host), the sandbox itself
    expect(await sumsubBaseUrlFor(env, { host: 'verify.example', 'x-forwarded-proto': 'https' })).toBe('https://verify.example');
    expect(await sumsubBaseUrlFor(env, { host: new URL(env.sandbox.sandbox.config.appOrigin).host })).toBe(env.sandbox.url);
    const page = await env.fetch('/websdk/websdk.html?_=id_test');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('idCheck.onReady');
    expect(html).not.toContain("__APP_ORIGIN__");
    expect((await env.fetch('/websdk/other.html')).status).toBe(404);
  });

  it('records real-user monitoring reports and reads them back by page', async () => {
    const page = `/rum-case-${Date.now()}`;
    const posted = await env.fetch('/static/vendors/rum', { method: 'POST', body: JSON.stringify({ type: 'vital', page, name: 'LCP', value: 1200 }), headers: { 'content-type': 'application/json' } });
    expect(posted.status).toBe(204);
    expect((await env.fetch('/static/vendors/rum', { method: 'POST', body: 'not json' })).status).toBe(400);
    const reports = (await (await env.fetch(`/static/vendors/rum?page=${encodeURIComponent(page)}`)).json()) as { name: string }[];
    expect(reports).toEqual([{ type: 'vital', page, name: 'LCP', value: 1200 }]);
  });

  it('gives the support page and the public client config in the content configuration', async () => {
    const config = await call(env.guest().GET('/content/config/{locale}', { params: { path: { locale: 'ru' } } }));
    expect(config.supportPage?.contacts.map((c) => c.type)).toEqual(['email', 'phone', 'link']);
    expect(config.supportPage?.faq[0]?.question).toMatch(/[а-я]/);
    expect(config.publicClient).toMatchObject({ rumMonitoringUrl: '/static/vendors/rum', fraudAgentUrl: '/static/vendors/seon/agent.js' });
  });

  it('takes feedback from players and from guests with an e-mail', async () => {
    const api = await env.as('demo@example.com');
    expect(await call(api.POST('/api/Support.sendFeedback', { body: { subject: 'Hello', message: 'Where is my bonus?' } }))).toBe(1);
    expect(await call(env.guest().POST('/api/Support.sendFeedback', { body: { email: 'guest@example.com', message: 'I cannot log in' } }))).toBe(1);
    await expect(call(env.guest().POST('/api/Support.sendFeedback', { body: { message: 'No e-mail' } }))).rejects.toMatchObject({ fieldErrors: { email: [{ code: 'required' }] } });
    await expect(call(api.POST('/api/Support.sendFeedback', { body: { message: '' } }))).rejects.toMatchObject({ status: 400 });
  });

  it('stores a message once per idempotency key of the player', async () => {
    const { api, uid } = await newPlayer(env);
    const body = { message: 'Sent once', idempotency_key: 'fb-0a1b2c3d' };
    expect(await Promise.all([call(api.POST('/api/Support.sendFeedback', { body })), call(api.POST('/api/Support.sendFeedback', { body }))])).toEqual([1, 1]);
    expect(await call(api.POST('/api/Support.sendFeedback', { body: { ...body, message: 'A retry' } }))).toBe(1);
    // a guest's key is theirs: the same key from someone else is another message
    expect(await call(env.guest().POST('/api/Support.sendFeedback', { body: { ...body, email: 'guest@example.com' } }))).toBe(1);
    const rows = await env.sandbox.db.query<{ uid: number | null; message: string }>('SELECT uid, message FROM support_feedback WHERE idempotency_key = $1 ORDER BY id', ['fb-0a1b2c3d']);
    expect(rows).toEqual([{ uid, message: 'Sent once' }, { uid: null, message: 'Sent once' }]);
  });

  it('stores FreshChat events of signed-in players', async () => {
    const api = await env.as('demo@example.com');
    const body = { channel_id: 'ch-1', conversation_id: 'conv-1', text: 'Hi', event: 'sent' as const };
    expect(await call(api.POST('/api/FreshChat.storeChatEvent', { body }))).toBe(1);
    await expect(call(env.guest().POST('/api/FreshChat.storeChatEvent', { body }))).rejects.toMatchObject({ type: 'AuthorizationException' });
    await expect(call(api.POST('/api/FreshChat.storeChatEvent', { body: { ...body, event: 'typed' as 'sent' } }))).rejects.toMatchObject({ status: 400 });
  });

  it('creates the verification applicant once and issues access tokens', async () => {
    const { api } = await newPlayer(env);
    await expect(call(api.POST('/api/sumsub.getAccessToken', { body: {} }))).rejects.toMatchObject({ type: 'SumsubVerificationRequiredException' });
    const created = await call(api.POST('/api/sumsub.createApplicant', { body: { externalActionId: 'kyc-1' } }));
    expect(created.token).toMatch(/^_act-sbx-/);
    const again = await call(api.POST('/api/sumsub.createApplicant', { body: {} }));
    expect(again.applicant_id).toBe(created.applicant_id);
    const fresh = await call(api.POST('/api/sumsub.getAccessToken', { body: {} }));
    expect(fresh).toMatchObject({ applicant_id: created.applicant_id, level_name: 'basic-kyc-level' });
    expect(fresh.token).not.toBe(created.token);
    await expect(call(env.guest().POST('/api/sumsub.createApplicant', { body: {} }))).rejects.toMatchObject({ type: 'AuthorizationException' });
  });

  it('relays analytics events', async () => {
    const guest = env.guest();
    expect(await call(guest.GET('/api/events.handle', { params: { query: { event_name: 'deposit_click', event_params: JSON.stringify({ amount: 50 }) } } }))).toBe(1);
    const stored = await env.sandbox.db.one<{ event_params: { amount: number } }>(`SELECT event_params FROM analytics_events WHERE event_name = 'deposit_click'`);
    expect(stored.event_params).toEqual({ amount: 50 });
    await expect(call(guest.GET('/api/events.handle', { params: { query: { event_name: 'x', event_params: '{oops' } } }))).rejects.toMatchObject({ fieldErrors: { event_params: [{ code: 'json' }] } });
  });
}
