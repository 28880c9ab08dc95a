// @vitest-environment node
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createAppServer } from './server.ts';
import { listen, serverUnderTest } from './server-under-test.ts';

const served = serverUnderTest();

describe('what the production server answers a page address with', () => {
  it('serves index.html for page addresses, 404 for a missing file, and caches hashed assets for good', async () => {
    expect((await fetch(`${served.base}/assets/gone-123.js`)).status).toBe(404);
    expect((await fetch(`${served.base}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(500);
    const asset = await fetch(`${served.base}/assets/app-abc.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${served.base}/promotions`)).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it("hints a page the app renders with its route's chunks (route-preloads.json), in any locale; other pages get none", async () => {
    const hints = '<link rel="preload" as="style" crossorigin href="/assets/deposit-1.css"><link rel="modulepreload" crossorigin href="/assets/DepositScreen-1.js">';
    expect(await (await fetch(`${served.base}/cashier/deposit`)).text()).toBe(`<!doctype html><head><title>app</title>${hints}</head>`);
    expect(await (await fetch(`${served.base}/ru/cashier/deposit?from=menu`)).text()).toBe(`<!doctype html><head><title>app</title>${hints}</head>`);
    expect(await (await fetch(`${served.base}/promotions`)).text()).toBe('<!doctype html><head><title>app</title></head>');
    expect(await (await fetch(`${served.base}/tournaments/7`)).text()).not.toContain('modulepreload');
  });

  it('answers a page address with the status the router will give it', async () => {
    for (const [path, status] of [['/', 200], ['/ru/promotions/welcome', 200], ['/terms', 200], ['/ru/terms', 200], ['/no-such-page', 404], ['/ru/no-such-page', 404], ['/a/b/c', 404], ['/tournaments/abc', 404], ['/game/fire-wizard', 200], ['/ar/game/fire-wizard', 200], ['/game/no-such-game', 404]] as const) {
      const response = await fetch(`${served.base}${path}`);
      expect(response.status, path).toBe(status);
      // people get the app either way: it shows its own 404 page
      expect(await response.text(), path).toContain('<title>app</title>');
    }
  });

  it('gives crawlers a plain status page instead of the app on a 404 or when the backend is down', async () => {
    const bot = { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } };
    const missing = await fetch(`${served.base}/no-such-page`, bot);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<h1>Page not found<\/h1>[\s\S]*noindex|noindex[\s\S]*<h1>Page not found<\/h1>/);
    expect((await fetch(`${served.base}/terms`, bot)).status).toBe(200);
    // a backend that does not answer at all: the app would show its "could not reach" screen
    const dead = createServer();
    const deadUrl = await listen(dead);
    dead.close();
    const orphan = createAppServer({ root: served.dist, backend: deadUrl, formFrameAncestors: [] });
    const orphanBase = await listen(orphan);
    try {
      const down = await fetch(`${orphanBase}/gamehall`, bot);
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('120');
      expect(await down.text()).toContain('Temporarily unavailable');
      expect((await fetch(`${orphanBase}/gamehall`)).status).toBe(503);
      const robots = await fetch(`${orphanBase}/robots.txt`);
      expect(robots.status).toBe(503);
    } finally {
      orphan.close();
    }
  });

  it('serves a prerendered page for its bare address, with this origin in its links, and the app for a filtered one', async () => {
    const page = await fetch(`${served.base}/tournaments/7`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await page.text()).toBe(`<link rel="canonical" href="${served.base}/tournaments/7"><div id="root" data-prerendered="">Race</div>`);
    expect(await (await fetch(`${served.base}/tournaments/7/_payload.json`)).json()).toEqual({ version: 1 });
    expect(await (await fetch(`${served.base}/tournaments/7?sort=new`)).text()).toBe('<!doctype html><head><title>app</title></head>');
    expect((await fetch(`${served.base}/tournaments/8/_payload.json`)).status).toBe(404);
    expect((await fetch(`${served.base}/%2e%2e/%2e%2e/etc/passwd/_payload.json`)).status).toBe(404);
  });

  it('serves a game page rendered on request with this origin in its links, and its payload; the app renders the rest', async () => {
    const asked: string[] = [];
    const renderer = {
      page: async (path: string, host: string) => {
        asked.push(`${host} ${path}`);
        if (path.endsWith('/unknown')) return undefined;
        return { html: `<link rel="canonical" href="https://prerendered.invalid${path}"><div id="root" data-prerendered="">${path}</div>`, payload: `{"path":"${path}"}` };
      },
    };
    const server = createAppServer({ root: served.dist, backend: served.backendUrl, formFrameAncestors: [], renderer });
    const at = await listen(server);
    try {
      const page = await fetch(`${at}/ru/game/fire-wizard`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toBe(`<link rel="canonical" href="${at}/ru/game/fire-wizard"><div id="root" data-prerendered="">/ru/game/fire-wizard</div>`);
      expect(await (await fetch(`${at}/ru/game/fire-wizard/_payload.json`)).json()).toEqual({ path: '/ru/game/fire-wizard' });
      expect(asked).toEqual([`${new URL(at).host} /ru/game/fire-wizard`, `${new URL(at).host} /ru/game/fire-wizard`]);
      // a mode in the query, a page that did not render, and every other address: the app renders them itself
      for (const path of ['/game/fire-wizard?mode=demo', '/game/unknown', '/gamehall']) expect(await (await fetch(`${at}${path}`)).text(), path).toBe('<!doctype html><head><title>app</title></head>');
      expect((await fetch(`${at}/game/unknown/_payload.json`)).status).toBe(404);
      expect(asked).toHaveLength(4);
    } finally {
      server.close();
    }
  });

  it("renders a signed-in player's page with their cookie, for them alone, and gives guests and other pages the app", async () => {
    const asked: string[] = [];
    const renderer = {
      page: async () => undefined,
      playerPage: async (path: string, host: string, cookie: string) => {
        asked.push(`${path} ${cookie}`);
        return cookie.includes('sid=gone') ? undefined : `<head></head><div id="root" data-prerendered="">${path} for ${cookie}</div>`;
      },
    };
    const server = createAppServer({ root: served.dist, backend: served.backendUrl, formFrameAncestors: [], renderer });
    const at = await listen(server);
    try {
      const page = await fetch(`${at}/ru/loyalty/shop`, { headers: { cookie: 'theme=dark; sid=abc' } });
      expect(await page.text()).toBe('<head></head><div id="root" data-prerendered="">/ru/loyalty/shop for theme=dark; sid=abc</div>');
      // no cache keeps it, and a cache that keeps the app's page at this address knows the cookie changes the answer
      expect([page.headers.get('cache-control'), page.headers.get('vary')]).toEqual(['private, no-store', 'Accept-Encoding, Cookie']);
      for (const [path, cookie] of [['/loyalty/shop', 'theme=dark'], ['/loyalty/shop', 'sid=gone'], ['/loyalty/shop?x=1', 'sid=abc'], ['/gamehall', 'sid=abc']] as const) {
        const app = await fetch(`${at}${path}`, { headers: { cookie } });
        expect(await app.text(), path).toBe('<!doctype html><head><title>app</title></head>');
        // the app's page at a player page's address differs from what a player with a session gets
        if (path === '/loyalty/shop') expect(app.headers.get('vary'), path).toBe('Accept-Encoding, Cookie');
        else expect(app.headers.get('vary'), path).toBe('Accept-Encoding');
      }
      // a guest (no session cookie), a query and a page that is not a player's are never rendered
      expect(asked).toEqual(['/ru/loyalty/shop theme=dark; sid=abc', '/loyalty/shop sid=gone']);
    } finally {
      server.close();
    }
  });

  it('gzips pages, scripts and payloads for browsers that take it, and sends them plain to the rest', async () => {
    for (const path of ['/tournaments/7', '/tournaments/7/_payload.json', '/assets/app-abc.js', '/gamehall']) {
      const zipped = await fetch(`${served.base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect([path, zipped.headers.get('content-encoding'), zipped.headers.get('vary')]).toEqual([path, 'gzip', 'Accept-Encoding']);
      expect((await zipped.text()).length).toBeGreaterThan(0);
      const plain = await fetch(`${served.base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect([path, plain.headers.get('content-encoding')]).toEqual([path, null]);
    }
    expect(await (await fetch(`${served.base}/tournaments/7`, { headers: { 'accept-encoding': 'gzip' } })).text()).toContain('data-prerendered');
    // a hashed asset is compressed once and then sent with its length from memory
    for (let visit = 0; visit < 2; visit++) {
      const asset = await fetch(`${served.base}/assets/app-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect([asset.headers.get('content-encoding'), Number(asset.headers.get('content-length')) > 0, await asset.text()]).toEqual(['gzip', true, 'export {};']);
    }
  });

});
