// @vitest-environment node
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createAppServer } from './server.ts';
import { backendAnswer, listen, serverUnderTest } from './server-under-test.ts';

const served = serverUnderTest();

describe("the production server's robots.txt, sitemap, service worker and manifest", () => {
  it('writes robots.txt from the CMS rules and a sitemap of the public pages in every locale', async () => {
    const robots = await (await fetch(`${served.base}/robots.txt`)).text();
    expect(robots.split('\n')).toEqual(expect.arrayContaining(['Disallow: /profile', 'Disallow: /ru/profile', 'Disallow: /ar/_icons$', `Sitemap: ${served.base}/sitemap.xml`]));
    const sitemap = await fetch(`${served.base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    for (const loc of ['/', '/ru', '/ar/gamehall/slots', '/promotions/welcome', '/ru/terms']) expect(xml).toContain(`<loc>${served.base}${loc}</loc>`);
    expect(xml).not.toContain('/profile');
  });

  it('still writes the sitemap when the content pages cannot be listed (content.pages failing)', async () => {
    const flaky = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://backend').pathname;
      const [status, answer] = path === '/content/pages/en' ? [500, { error: { type: 'InternalServerErrorException', message: 'down', code: 500 } }] : backendAnswer(path);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
    const flakyBackend = await listen(flaky);
    const server = createAppServer({ root: served.dist, backend: flakyBackend, formFrameAncestors: [] });
    const serverBase = await listen(server);
    try {
      const sitemap = await fetch(`${serverBase}/sitemap.xml`);
      expect(sitemap.status).toBe(200);
      const xml = await sitemap.text();
      for (const loc of ['/', '/ru', '/promotions/welcome', '/tournaments/7']) expect(xml).toContain(`<loc>${serverBase}${loc}</loc>`);
      expect(xml).not.toContain('/terms');
    } finally {
      server.close();
      flaky.close();
    }
  });

  it('lists the prerendered item pages in the sitemap', async () => {
    const xml = await (await fetch(`${served.base}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${served.base}/tournaments/7</loc>`);
    expect(xml).toContain(`<loc>${served.base}/ru/tournaments/7</loc>`);
    expect(xml.match(new RegExp(`<loc>${served.base}/tournaments/7</loc>`, 'g'))).toHaveLength(1);
  });

  it('serves the service worker revalidated on every check (a new build is seen at once) and the manifest by its type', async () => {
    const worker = await fetch(`${served.base}/sw.js`);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const manifest = await fetch(`${served.base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('gives the manifest the PNG icons of the web settings, and the built manifest when the backend cannot answer', async () => {
    const manifest = await (await fetch(`${served.base}/manifest.webmanifest`)).json();
    expect(manifest).toEqual({ name: 'Casino', icons: [{ src: '/brand/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' }] });
    expect(served.backendSaw.some((r) => r.url.startsWith('/content/seo') && r.url.includes(encodeURIComponent(new URL(served.base).host)))).toBe(true);
    const offline = createAppServer({ root: served.dist, backend: 'http://127.0.0.1:9', formFrameAncestors: [] });
    const offlineBase = await listen(offline);
    try {
      const built = await fetch(`${offlineBase}/manifest.webmanifest`);
      expect(built.status).toBe(200);
      expect(await built.json()).toEqual({ name: 'Casino' });
    } finally {
      offline.close();
    }
  });

});
