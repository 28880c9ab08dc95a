// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, partnerOrigin } from './security-headers.ts';
import { createAppServer } from './server.ts';

const listen = (server: Server) => new Promise<string>((ok) => server.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

let app: Server;
let backend: Server;
let base = '';
const backendSaw: { method: string; url: string; body: string; host: string }[] = [];

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'app-abc.js'), 'export {};');
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Casino"}');
  backend = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      backendSaw.push({ method: req.method ?? '', url: req.url ?? '', body, host: req.headers.host ?? '' });
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'sid=1; Path=/; HttpOnly' });
      res.end('{"data":true}');
    });
  });
  const backendUrl = await listen(backend);
  app = createAppServer({ root: dist, backend: backendUrl, formFrameAncestors: ['https://partner.example', 'https://casino-partner.example:8443'] });
  base = await listen(app);
});

afterAll(() => {
  app.close();
  backend.close();
});

describe('the production server', () => {
  it('sends nosniff, a referrer policy, and frame-ancestors none on every page but the embedded forms', async () => {
    for (const path of ['/', '/promotions', '/ru/cashier/deposit', '/assets/app-abc.js']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    }
  });

  it('lets only the configured partners frame /forms/*, bare or under a locale', async () => {
    for (const path of ['/forms/sign_in', '/ar/forms/sign_up?backUrl=%2F']) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get('content-security-policy')).toBe('frame-ancestors https://partner.example https://casino-partner.example:8443');
      expect(await response.text()).toContain('<title>app</title>');
    }
  });

  it('serves index.html for page addresses, 404 for a missing file, and caches hashed assets for good', async () => {
    expect((await fetch(`${base}/assets/gone-123.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(500);
    const asset = await fetch(`${base}/assets/app-abc.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/promotions`)).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('serves the service worker revalidated on every check (a new build is seen at once) and the manifest by its type', async () => {
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('passes backend calls through with method, query, body, Host and cookies', async () => {
    const response = await fetch(`${base}/api/auth.login?locale=en`, { method: 'POST', body: 'login=a' });
    expect(await response.json()).toEqual({ data: true });
    expect(response.headers.get('set-cookie')).toBe('sid=1; Path=/; HttpOnly');
    expect(backendSaw.at(-1)).toEqual({ method: 'POST', url: '/api/auth.login?locale=en', body: 'login=a', host: new URL(base).host });
  });

  it('with no partner configured nobody may frame the forms; a partner must be a bare origin; more directives join', () => {
    expect(contentSecurityPolicy('/forms/sign_in', { formFrameAncestors: [] })).toBe("frame-ancestors 'none'");
    expect(partnerOrigin('https://partner.example')).toBe('https://partner.example');
    expect(() => partnerOrigin('https://partner.example/path')).toThrow(/not an origin/);
    expect(() => partnerOrigin("'unsafe-inline'")).toThrow();
    expect(contentSecurityPolicy('/', { formFrameAncestors: [], csp: { 'default-src': ["'self'"], 'frame-ancestors': ['*'] } })).toBe("default-src 'self'; frame-ancestors 'none'");
  });
});
