/**
 * The root README's cross-origin recipe, run: a sandbox started with `SANDBOX_CORS_ORIGINS`, a front end on another
 * origin of the same site (another port of localhost) signing in through `@casino/sdk` with `credentials: 'include'`,
 * and a call after it that only the session cookie makes succeed. Node's fetch enforces no CORS, so `browserFetch`
 * does what a browser does with these answers: it sends the page's Origin, keeps the cookie (sent back only to the
 * same site, as SameSite=Lax allows), and refuses to hand over an answer that does not allow the origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, settle } from '@casino/sdk';
import { startSandbox, type RunningSandbox } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { parseCorsOrigins } from './cors.ts';

const FRONT_END = 'http://localhost:3000';
const ELSEWHERE = 'https://evil.example';

/** The site a cookie belongs to, as far as these hosts need: the host without its port (localhost, 127.0.0.1). */
const siteOf = (url: string) => `${new URL(url).protocol}//${new URL(url).hostname}`;

function browserFetch(origin: string): { fetch: typeof fetch; cookies: string[] } {
  const jar = new Map<string, string>();
  const cookies: string[] = [];
  const browser = (async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set('origin', origin);
    // a SameSite=Lax cookie goes with a script's call only to the page's own site
    if (request.credentials === 'include' && jar.size && siteOf(request.url) === siteOf(origin)) request.headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(request);
    if (response.headers.get('access-control-allow-origin') !== origin || response.headers.get('access-control-allow-credentials') !== 'true') {
      throw new TypeError(`blocked by CORS: ${request.method} ${request.url} from ${origin}`);
    }
    for (const line of response.headers.getSetCookie()) {
      cookies.push(line);
      const [name = '', value = ''] = line.split(';')[0]!.split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return response;
  }) as typeof fetch;
  return { fetch: browser, cookies };
}

describe('SANDBOX_CORS_ORIGINS', () => {
  it('takes origins separated by commas or spaces, and refuses a wildcard or a path', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins('http://localhost:3000, https://partner.example/  http://127.0.0.1:80')).toEqual(['http://localhost:3000', 'https://partner.example', 'http://127.0.0.1']);
    expect(() => parseCorsOrigins('*')).toThrow(/list each origin/);
    expect(() => parseCorsOrigins('https://partner.example/app')).toThrow(/not an origin/);
    expect(() => parseCorsOrigins('partner.example')).toThrow(/not an origin/);
    expect(loadConfig({ SANDBOX_CORS_ORIGINS: FRONT_END }).corsOrigins).toEqual([FRONT_END]);
  });
});

describe('a front end on another origin (the README recipe)', () => {
  let running: RunningSandbox;
  let base: string;
  beforeAll(async () => {
    running = await startSandbox({ corsOrigins: [FRONT_END] });
    // the sandbox as the front end names it: localhost, the front end's own site
    base = running.url.replace('127.0.0.1', 'localhost');
  });
  afterAll(() => running.close());

  const preflight = (origin: string, path = '/api/auth.login') =>
    fetch(`${base}${path}?locale=en`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });

  it('answers the preflight of an allowed origin with its methods and headers', async () => {
    const answer = await preflight(FRONT_END);
    expect(answer.status).toBe(204);
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'access-control-allow-origin': FRONT_END,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': expect.stringContaining('content-type'),
      vary: 'Origin',
    });
    expect((await preflight(FRONT_END, '/api/account.getInfo')).headers.get('access-control-allow-methods')).toBe('GET');
  });

  it('signs in with credentials and keeps the session for the next call', async () => {
    const browser = browserFetch(FRONT_END);
    const api = createApiClient({ baseUrl: base, credentials: 'include', fetch: browser.fetch, locale: 'en' });
    const guest = await settle(api.GET('/api/account.getBalance'));
    // an error the page can read: the refusal carries the CORS headers too
    expect(guest.error?.type).toBe('AuthorizationException');
    const login = await settle(api.POST('/api/auth.login', { body: { login: 'demo@example.com', password: 'demo1234' } }));
    expect(login.data?.status).toBe('SUCCESS');
    expect(browser.cookies.find((c) => c.startsWith('sid='))).toMatch(/HttpOnly; SameSite=Lax/);
    const info = await settle(api.GET('/api/account.getInfo'));
    expect(info.data?.uid).toBeGreaterThan(0);
  });

  it('gives another origin no CORS header, so its page never sees an answer', async () => {
    const denied = await preflight(ELSEWHERE);
    expect(denied.status).toBe(403);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    const direct = await fetch(`${base}/api/metadata.get?locale=en`, { headers: { origin: ELSEWHERE } });
    expect(direct.status).toBe(200); // answered (CORS is the browser's check), but without the header it needs
    expect(direct.headers.get('access-control-allow-origin')).toBeNull();
    const api = createApiClient({ baseUrl: base, credentials: 'include', fetch: browserFetch(ELSEWHERE).fetch, locale: 'en' });
    expect((await settle(api.POST('/api/auth.login', { body: { login: 'demo@example.com', password: 'demo1234' } }))).error?.type).toBe('NetworkError');
  });
});
