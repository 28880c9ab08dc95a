// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE, PAYLOAD_CACHE } from './http-cache.ts';
import type { RendererState } from './rendered-pages.ts';
import { createAppServer } from './server.ts';
import { listen } from './server-under-test.ts';


/** An answer as sent, its body not decompressed (fetch would). */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((ok, fail) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const SCRIPT = 'export const app = "casino";\n'.repeat(50);
let dist = '';
let backend: Server;
let backendUrl = '';
const servers: Server[] = [];

/** The backend's answer headers by path: what the proxy must pass on, or make private. */
const BACKEND_HEADERS: Record<string, Record<string, string | string[]>> = {
  '/api/account.getInfo': {},
  '/api/games.list': { 'Cache-Control': 'public, max-age=60, s-maxage=600' },
  '/api/session.refresh': { 'Cache-Control': 'private, max-age=5' },
  '/content/seo': { 'Cache-Control': 'public, max-age=300' },
  '/content/greeting': { 'Cache-Control': 'public, max-age=300', 'Set-Cookie': ['sid=2; Path=/; HttpOnly'] },
  '/_ipx/w_200/logo.png': { 'Cache-Control': 'public, max-age=86400' },
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-caching-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), SCRIPT);
  // the build's copies (server/precompress.ts): marked, to tell them from what the server would compress itself
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(`${SCRIPT}// br from the build`));
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync(`${SCRIPT}// gzip from the build`));
  writeFileSync(join(dist, 'assets', 'logo-3c4d.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  mkdirSync(join(dist, 'prerendered', 'promotions'), { recursive: true });
  writeFileSync(join(dist, 'prerendered', 'promotions', 'index.html'), '<link rel="canonical" href="https://prerendered.invalid/promotions"><main>Promotions</main>');
  writeFileSync(join(dist, 'prerendered', 'promotions', '_payload.json'), '{"version":1}');
  backend = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://backend').pathname;
    if (path === '/nfx/i18n/locales') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify({ locales: [{ code: 'en', dir: 'ltr' }], defaultLocale: 'en' }));
    }
    if (path.startsWith('/content/pages/')) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify({ error: { type: 'InvalidParameterException', message: 'No page', code: 404, invalid_parameters: {}, error_data: {} } }));
    }
    res.writeHead(200, { 'Content-Type': 'application/json', ...BACKEND_HEADERS[path] });
    res.end('{"data":true}');
  });
  backendUrl = await listen(backend);
});

afterAll(() => {
  for (const server of servers) server.close();
  backend.close();
});

async function start(options: Partial<Parameters<typeof createAppServer>[0]> = {}) {
  const renderer = { page: async (path: string) => (path === '/game/fire-wizard' ? { html: `<main>${path}</main>`, payload: '{"game":1}' } : undefined) };
  const server = createAppServer({ root: dist, backend: backendUrl, formFrameAncestors: [], renderer, backendAnswers: async () => true, ...options });
  servers.push(server);
  return listen(server);
}

describe('CDN-ready answers', () => {
  it('sends hashed assets as the build compressed them, brotli first, with their length, one cached copy per encoding', async () => {
    const base = await start();
    const br = await raw(`${base}/assets/app-1a2b.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], br.headers.vary, br.headers['cache-control']]).toEqual(['br', 'Accept-Encoding', 'public, max-age=31536000, immutable']);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(`${SCRIPT}// br from the build`);

    const gzip = await raw(`${base}/assets/app-1a2b.js`, { 'accept-encoding': 'gzip, br;q=0' });
    expect([gzip.headers['content-encoding'], Number(gzip.headers['content-length'])]).toEqual(['gzip', gzip.body.length]);
    expect(gunzipSync(gzip.body).toString()).toBe(`${SCRIPT}// gzip from the build`);

    const plain = await fetch(`${base}/assets/app-1a2b.js`, { headers: { 'accept-encoding': 'identity' } });
    expect([plain.headers.get('content-encoding'), plain.headers.get('vary'), Number(plain.headers.get('content-length')), await plain.text()]).toEqual([null, 'Accept-Encoding', SCRIPT.length, SCRIPT]);

    const head = await raw(`${base}/assets/app-1a2b.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.headers['content-encoding'], Number(head.headers['content-length']), head.body.length]).toEqual(['br', br.body.length, 0]);
    // an image is sent as it is, and does not vary
    const image = await fetch(`${base}/assets/logo-3c4d.png`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect([image.headers.get('content-encoding'), image.headers.get('vary'), image.headers.get('content-length')]).toEqual([null, null, '4']);
  });

  it('gives prerendered and rendered pages, their payloads and the app’s page a strong ETag and a shared-cache lifetime, and answers 304 to a copy that is still the one', async () => {
    const base = await start();
    for (const path of ['/promotions', '/promotions/_payload.json', '/game/fire-wizard', '/game/fire-wizard/_payload.json', '/gamehall']) {
      const first = await raw(`${base}${path}`, { 'accept-encoding': 'br' });
      expect(first.status, path).toBe(200);
      const etag = first.headers.etag!;
      // a payload is the same for a shared cache, and fresh for a few seconds in the browser that preloaded it
      const cache = path.endsWith('_payload.json') ? PAYLOAD_CACHE : PAGE_CACHE;
      expect([path, first.headers['cache-control'], first.headers.vary, first.headers['content-encoding']]).toEqual([path, cache, 'Accept-Encoding', 'br']);
      expect(etag, path).toMatch(/^"[\w-]{32}"$/);
      expect(Number(first.headers['content-length']), path).toBe(first.body.length);
      expect(brotliDecompressSync(first.body).length, path).toBeGreaterThan(0);

      const again = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect([path, again.status, again.headers.get('etag'), again.headers.get('cache-control'), again.headers.get('vary'), await again.text()]).toEqual([path, 304, etag, cache, 'Accept-Encoding', '']);
      // another encoding is other bytes: another tag, and the brotli tag does not validate it
      const gzip = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
      expect([path, gzip.status, gzip.headers.get('content-encoding')]).toEqual([path, 200, 'gzip']);
      expect(gzip.headers.get('etag'), path).not.toBe(etag);
    }
    // the tag follows the bytes: the origin written into the page is the visitor's host
    const here = (await raw(`${base}/promotions`, { 'accept-encoding': 'identity' })).headers.etag;
    const elsewhere = await raw(`${base}/promotions`, { 'accept-encoding': 'identity', host: 'casino.example' });
    expect(elsewhere.body.toString()).toContain('href="http://casino.example/promotions"');
    expect(elsewhere.headers.etag).not.toBe(here);
  });

  it('keeps the answer for a missing page out of shared caches: crawlers and people get different ones', async () => {
    const base = await start();
    for (const agent of ['Mozilla/5.0', 'Googlebot/2.1']) {
      const missing = await fetch(`${base}/no-such-page`, { headers: { 'user-agent': agent } });
      expect([agent, missing.status, missing.headers.get('cache-control'), missing.headers.get('vary')]).toEqual([agent, 404, 'private, no-cache', 'Accept-Encoding, User-Agent']);
    }
  });

  it('never lets a shared cache keep a player’s answer, and passes on what the backend says of everyone’s', async () => {
    const base = await start();
    const cacheOf = async (path: string) => (await fetch(`${base}${path}`)).headers.get('cache-control');
    expect(await cacheOf('/api/account.getInfo')).toBe('private, no-store');
    expect(await cacheOf('/api/games.list')).toBe('private, max-age=60');
    expect(await cacheOf('/api/session.refresh')).toBe('private, max-age=5');
    expect(await cacheOf('/content/seo')).toBe('public, max-age=300');
    expect(await cacheOf('/content/greeting')).toBe('private, max-age=300');
    expect(await cacheOf('/_ipx/w_200/logo.png')).toBe('public, max-age=86400');
  });
});

describe('health endpoints', () => {
  it('answers /healthz at once while starting, holds visitors until the start is done, and says when it is ready', async () => {
    let started = () => {};
    const starting = new Promise<void>((done) => (started = done));
    let state: RendererState = 'warming';
    let backendUp = true;
    const renderer = { page: async () => undefined, state: () => state };
    const base = await start({ starting, renderer, backendAnswers: async () => backendUp });

    const alive = await fetch(`${base}/healthz`);
    expect([alive.status, alive.headers.get('cache-control'), await alive.json()]).toEqual([200, 'no-store', { alive: true }]);
    const notYet = await fetch(`${base}/readyz`);
    expect([notYet.status, notYet.headers.get('cache-control'), await notYet.json()]).toEqual([503, 'no-store', { ready: false, reason: expect.stringContaining('starting') }]);

    let answered = false;
    const visitor = fetch(`${base}/gamehall`).then((response) => ((answered = true), response));
    await new Promise((done) => setTimeout(done, 100));
    expect(answered).toBe(false);
    started();
    expect((await visitor).status).toBe(200);

    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ ready: false, reason: 'the page renderer is warming up' });
    state = 'warm';
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { ready: true }]);
    backendUp = false;
    // (the backend's last answer stands two seconds)
    await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 5_000, interval: 250 }).toBe(503);
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ ready: false, reason: 'the backend does not answer' });
  });

  it('by default asks the backend itself, and says when it does not answer', async () => {
    const up = createAppServer({ root: dist, backend: backendUrl, formFrameAncestors: [], renderer: { page: async () => undefined } });
    const down = createAppServer({ root: dist, backend: 'http://127.0.0.1:9', formFrameAncestors: [], renderer: { page: async () => undefined } });
    servers.push(up, down);
    expect((await fetch(`${await listen(up)}/readyz`)).status).toBe(200);
    expect(await (await fetch(`${await listen(down)}/readyz`)).json()).toEqual({ ready: false, reason: 'the backend does not answer' });
  });
});
