// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scriptHash, vendorsFromEnv } from './csp.ts';
import { contentSecurityPolicy, partnerOrigin } from './security-headers.ts';
import { createAppServer } from './server.ts';
import { listen, serverUnderTest } from './server-under-test.ts';

const served = serverUnderTest();

describe("the production server's headers and policy", () => {
  it('sends nosniff, a referrer policy, and frame-ancestors none on every page but the embedded forms', async () => {
    for (const path of ['/', '/promotions', '/ru/cashier/deposit', '/assets/app-abc.js']) {
      const response = await fetch(`${served.base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    }
  });

  it('lets only the configured partners frame /forms/*, bare or under a locale', async () => {
    for (const path of ['/forms/sign_in', '/ar/forms/sign_up?backUrl=%2F']) {
      const response = await fetch(`${served.base}${path}`);
      expect(response.headers.get('content-security-policy')).toBe('frame-ancestors https://partner.example https://casino-partner.example:8443');
      expect(await response.text()).toContain('<title>app</title>');
    }
  });

  it('with vendors configured, sends the full policy: their origins and the hash of each enabled custom-code script', async () => {
    const strict = createAppServer({ root: served.dist, backend: served.backendUrl, formFrameAncestors: [], vendors: vendorsFromEnv({ CSP_FRAME_SRC: 'https://games.example' }) });
    const strictBase = await listen(strict);
    try {
      const policy = (await fetch(`${strictBase}/`)).headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`script-src 'self' ${scriptHash('tag()')};`);
      expect(policy).not.toContain(scriptHash('off()'));
      expect(policy).toContain("frame-src 'self' https://games.example;");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toMatch(/frame-ancestors 'none'$/);
    } finally {
      strict.close();
    }
    // the backend down: the policy still goes out, without the custom code's scripts
    const offline = createAppServer({ root: served.dist, backend: 'http://127.0.0.1:9', formFrameAncestors: [], vendors: vendorsFromEnv({}) });
    const offlineBase = await listen(offline);
    try {
      expect((await fetch(`${offlineBase}/`)).headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'; style-src/);
    } finally {
      offline.close();
    }
  });

  it('passes backend calls through with method, query, body, Host and cookies', async () => {
    const response = await fetch(`${served.base}/api/auth.login?locale=en`, { method: 'POST', body: 'login=a' });
    expect(await response.json()).toEqual({ data: true });
    expect(response.headers.get('set-cookie')).toBe('sid=1; Path=/; HttpOnly');
    expect(served.backendSaw.at(-1)).toEqual({ method: 'POST', url: '/api/auth.login?locale=en', body: 'login=a', host: new URL(served.base).host });
  });

  it('with no partner configured nobody may frame the forms; a partner must be a bare origin; more directives join', () => {
    expect(contentSecurityPolicy('/forms/sign_in', { formFrameAncestors: [] })).toBe("frame-ancestors 'none'");
    expect(partnerOrigin('https://partner.example')).toBe('https://partner.example');
    expect(() => partnerOrigin('https://partner.example/path')).toThrow(/not an origin/);
    expect(() => partnerOrigin("'unsafe-inline'")).toThrow();
    expect(contentSecurityPolicy('/', { formFrameAncestors: [], csp: { 'default-src': ["'self'"], 'frame-ancestors': ['*'] } })).toBe("default-src 'self'; frame-ancestors 'none'");
  });
});
