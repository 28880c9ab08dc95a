import { describe, expect, it } from 'vitest';
import { parsePayload, payloadFetch, recordingFetch, requestKey, type PagePayload } from './payload.ts';
import { canHydrate } from './hydration.ts';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('requestKey', () => {
  it('ignores the build version, the host and the order of the query', () => {
    expect(requestKey('get', 'http://a/api/games.get?count=18&version=1.2&locale=en')).toBe(requestKey('GET', '/api/games.get?locale=en&count=18&version=9'));
    expect(requestKey('GET', '/content/seo?host=a.example&locale=en')).toBe(requestKey('GET', '/content/seo?locale=en&host=b.example'));
  });

  it('tells calls apart by method, path, query and body', () => {
    expect(requestKey('GET', '/api/games.get?count=18')).not.toBe(requestKey('GET', '/api/games.get?count=36'));
    expect(requestKey('POST', '/api/x', '{"a":1}')).not.toBe(requestKey('POST', '/api/x', '{"a":2}'));
  });
});

describe('recordingFetch', () => {
  it('writes the answers in the order of their keys, whichever call the backend answered first', async () => {
    const record = async (slowPath: string) => {
      const recorder = recordingFetch(async (input) => {
        const path = new URL(String(input)).pathname;
        if (path === slowPath) await new Promise((done) => setTimeout(done, 5));
        return answer({ path });
      });
      await Promise.all(['/api/games.get', '/content/seo', '/api/banners.get'].map((path) => recorder.fetch(`http://backend${path}?locale=en`)));
      return recorder.answers().map((a) => a.key);
    };
    const keys = ['GET /api/banners.get?locale=en', 'GET /api/games.get?locale=en', 'GET /content/seo?locale=en'];
    expect(await record('/api/banners.get')).toEqual(keys);
    expect(await record('/content/seo')).toEqual(keys);
  });

  it('keeps successful impersonal answers and never the session, a failure or a report', async () => {
    const bodies: Record<string, Response> = {
      '/api/games.get': answer({ items: [] }),
      '/api/account.getInfo': answer({ uid: 0 }),
      '/api/banners.get': answer({ error: 'x' }, 500),
      '/api/analytics.hit': answer({}),
    };
    const recorder = recordingFetch(async (input) => bodies[new URL(String(input)).pathname]!);
    for (const path of Object.keys(bodies)) await recorder.fetch(`http://backend${path}?locale=en`);
    expect(recorder.answers().map((a) => a.key)).toEqual(['GET /api/games.get?locale=en']);
  });

  it("keeps a player's own answers, the session's too, for their page, but never a report", async () => {
    const recorder = recordingFetch(async () => answer({ uid: 7 }), { personal: true });
    for (const path of ['/api/account.getInfo', '/api/loyalty.getinfo', '/api/analytics.hit', '/api/events.push']) await recorder.fetch(`http://backend${path}`);
    expect(recorder.answers().map((a) => a.key)).toEqual(['GET /api/account.getInfo', 'GET /api/loyalty.getinfo']);
  });

  it('lists the calls the backend did not answer: a server error or no connection, not a 4xx', async () => {
    const recorder = recordingFetch(async (input) => {
      const path = new URL(String(input)).pathname;
      if (path === '/api/seo.getSettings') throw new TypeError('fetch failed');
      return path === '/api/banners.get' ? answer({}, 503) : answer({}, path === '/api/account.getInfo' ? 401 : 200);
    });
    for (const path of ['/api/games.get', '/api/account.getInfo', '/api/banners.get']) await recorder.fetch(`http://backend${path}`);
    await expect(recorder.fetch('http://backend/api/seo.getSettings')).rejects.toThrow('fetch failed');
    expect(recorder.unanswered()).toEqual(['GET http://backend/api/banners.get (503)', 'GET http://backend/api/seo.getSettings']);
  });
});

describe('payloadFetch', () => {
  const payload: PagePayload = { version: 1, path: '/', locale: 'en', theme: 'dark', answers: [{ key: 'GET /api/games.get?locale=en', status: 200, contentType: 'application/json', body: '{"items":[1]}' }] };

  it('answers the recorded calls from the payload, as often as asked, and the rest from the network', async () => {
    const network: string[] = [];
    const source = payloadFetch(payload, async (input) => (network.push(String(input)), answer({ items: [2] })));
    expect(await (await source.fetch('/api/games.get?locale=en&version=1')).json()).toEqual({ items: [1] });
    expect(await (await source.fetch('/api/games.get?version=2&locale=en')).json()).toEqual({ items: [1] });
    expect(await (await source.fetch('/api/games.get?locale=ru')).json()).toEqual({ items: [2] });
    expect(network).toEqual(['/api/games.get?locale=ru']);
  });

  it('asks the network for everything once retired', async () => {
    const source = payloadFetch(payload, async () => answer({ items: [2] }));
    source.retire();
    expect(await (await source.fetch('/api/games.get?locale=en')).json()).toEqual({ items: [2] });
  });
});

describe('parsePayload', () => {
  it('reads a payload and refuses anything else', () => {
    expect(parsePayload({ version: 1, path: '/', locale: 'en', theme: 'dark', answers: [] })).toBeDefined();
    expect(parsePayload({ version: 2, path: '/', locale: 'en', answers: [] })).toBeUndefined();
    expect(parsePayload({ version: 1, path: '/', locale: 'en', answers: [{ key: 1 }] })).toBeUndefined();
    expect(parsePayload({ version: 1, path: '/', locale: 'en', theme: 'dark', viewer: 'player', answers: [] })).toBeDefined();
    expect(parsePayload({ version: 1, path: '/', locale: 'en', theme: 'dark', viewer: 'admin', answers: [] })).toBeUndefined();
    expect(parsePayload(null)).toBeUndefined();
  });
});

describe('canHydrate', () => {
  const payload: PagePayload = { version: 1, path: '/', locale: 'en', theme: 'dark', answers: [] };
  const guest = { payload, authenticated: false, locale: 'en', theme: 'dark', moved: false };

  it('hydrates a guest who sees the page as it was rendered', () => {
    expect(canHydrate(guest)).toBe(true);
  });

  it('renders anew for a player, another language or theme, a moved start, or no payload', () => {
    expect(canHydrate({ ...guest, authenticated: true })).toBe(false);
    expect(canHydrate({ ...guest, locale: 'ru' })).toBe(false);
    expect(canHydrate({ ...guest, theme: 'light' })).toBe(false);
    expect(canHydrate({ ...guest, moved: true })).toBe(false);
    expect(canHydrate({ ...guest, payload: undefined })).toBe(false);
  });

  it("hydrates a player's page for a signed-in visitor only: a session that ended since renders anew", () => {
    const players = { ...guest, payload: { ...payload, viewer: 'player' as const } };
    expect(canHydrate({ ...players, authenticated: true })).toBe(true);
    expect(canHydrate({ ...players, authenticated: false })).toBe(false);
    expect(canHydrate({ ...guest, payload: { ...payload, viewer: 'guest' }, authenticated: true })).toBe(false);
  });
});
