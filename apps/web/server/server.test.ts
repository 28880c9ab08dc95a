// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHash, vendorsFromEnv } from './csp.ts';
import { contentSecurityPolicy, partnerOrigin } from './security-headers.ts';
import { createAppServer } from './server.ts';

const listen = (server: Server) => new Promise<string>((ok) => server.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

/** The backend's answers by path (the locales, SEO settings and content lists robots.txt, the sitemap and page statuses read). */
function backendAnswer(path: string, query = new URLSearchParams()): [number, unknown] {
  const seo = { host: 'x', robots: { disallow: ['/profile*', '/_icons'] }, webSettings: { favicons: [{ type: 'png', size: '192x192', url: '/brand/192.png' }, { type: 'apple', size: '180x180', url: '/brand/apple.png' }] }, customCode: [{ isEnabled: true, position: 'head', code: '<script>tag()</script>' }, { isEnabled: false, position: 'bodyEnd', code: '<script>off()</script>' }], organization: { name: 'C', url: '/', logo: '/l.png', contactPoint: { telephone: '1', contactType: 's', areaServed: [], availableLanguage: [] }, sameAs: [] }, pages: [] };
  const page = { slug: 'terms', title: 'Terms', description: 'd', content: '<p>t</p>', publishedAt: '2026-01-01', updatedAt: '2026-01-02', breadCrumbs: [] };
  const missing = { error: { type: 'InvalidParameterException', message: 'No page', code: 404, invalid_parameters: { slug: [{ code: 'not_found', message: 'Unknown page' }] }, error_data: {} } };
  const answers: Record<string, [number, unknown]> = {
    '/nfx/i18n/locales': [200, { locales: [{ code: 'en', dir: 'ltr' }, { code: 'ru', dir: 'ltr' }, { code: 'ar', dir: 'rtl' }], defaultLocale: 'en' }],
    '/content/seo': [200, seo],
    '/content/pages/en': [200, { items: [{ slug: 'terms', title: 'Terms', updatedAt: '2026-01-02' }] }],
    '/content/pages/en/terms': [200, page],
    '/content/pages/ru/terms': [200, page],
    '/content/promotions/en': [200, { items: [{ id: 'welcome', title: 'W', summary: 's', image: null, content: '', button: null, finished_at: null }] }],
    '/api/games.getCategories': [200, { data: [{ id: 1, sysname: 'slots', name: 'Slots', icon: null, sort: 1, games_count: 3 }] }],
  };
  if (path.startsWith('/content/pages/')) return answers[path] ?? [404, missing];
  // one game exists: fire-wizard
  if (path === '/api/games.get') return [200, { data: { items: query.getAll('sysname').includes('fire-wizard') ? [{ id: 1, sysname: 'fire-wizard', name: 'Fire Wizard', provider: 'p', provider_name: 'P', has_demo: true, tags: [], image: null, description: null }] : [], count: 0 } }];
  return answers[path] ?? [200, { data: true }];
}

let dist = '';
let app: Server;
let backend: Server;
let base = '';
let backendUrl = '';
const backendSaw: { method: string; url: string; body: string; host: string }[] = [];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>app</title></head>');
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify([{ path: '/cashier/deposit', files: ['assets/deposit-1.css', 'assets/DepositScreen-1.js'] }]));
  writeFileSync(join(dist, 'assets', 'app-abc.js'), 'export {};');
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Casino"}');
  mkdirSync(join(dist, 'prerendered', 'tournaments', '7'), { recursive: true });
  writeFileSync(join(dist, 'prerendered', 'tournaments', '7', 'index.html'), '<link rel="canonical" href="https://prerendered.invalid/tournaments/7"><div id="root" data-prerendered="">Race</div>');
  writeFileSync(join(dist, 'prerendered', 'tournaments', '7', '_payload.json'), '{"version":1}');
  writeFileSync(join(dist, 'prerendered', 'pages.json'), '["/tournaments/7","/ru/tournaments/7"]');
  backend = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      backendSaw.push({ method: req.method ?? '', url: req.url ?? '', body, host: req.headers.host ?? '' });
      const url = new URL(req.url ?? '/', 'http://backend');
      const [status, answer] = backendAnswer(url.pathname, url.searchParams);
      res.writeHead(status, { 'Content-Type': 'application/json', 'Set-Cookie': 'sid=1; Path=/; HttpOnly' });
      res.end(JSON.stringify(answer));
    });
  });
  backendUrl = await listen(backend);
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

  it("hints a page the app renders with its route's chunks (route-preloads.json), in any locale; other pages get none", async () => {
    const hints = '<link rel="preload" as="style" crossorigin href="/assets/deposit-1.css"><link rel="modulepreload" crossorigin href="/assets/DepositScreen-1.js">';
    expect(await (await fetch(`${base}/cashier/deposit`)).text()).toBe(`<!doctype html><head><title>app</title>${hints}</head>`);
    expect(await (await fetch(`${base}/ru/cashier/deposit?from=menu`)).text()).toBe(`<!doctype html><head><title>app</title>${hints}</head>`);
    expect(await (await fetch(`${base}/promotions`)).text()).toBe('<!doctype html><head><title>app</title></head>');
    expect(await (await fetch(`${base}/tournaments/7`)).text()).not.toContain('modulepreload');
  });

  it('answers a page address with the status the router will give it', async () => {
    for (const [path, status] of [['/', 200], ['/ru/promotions/welcome', 200], ['/terms', 200], ['/ru/terms', 200], ['/no-such-page', 404], ['/ru/no-such-page', 404], ['/a/b/c', 404], ['/tournaments/abc', 404], ['/game/fire-wizard', 200], ['/ar/game/fire-wizard', 200], ['/game/no-such-game', 404]] as const) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(status);
      // people get the app either way: it shows its own 404 page
      expect(await response.text(), path).toContain('<title>app</title>');
    }
  });

  it('gives crawlers a plain status page instead of the app on a 404 or when the backend is down', async () => {
    const bot = { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } };
    const missing = await fetch(`${base}/no-such-page`, bot);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<h1>Page not found<\/h1>[\s\S]*noindex|noindex[\s\S]*<h1>Page not found<\/h1>/);
    expect((await fetch(`${base}/terms`, bot)).status).toBe(200);
    // a backend that does not answer at all: the app would show its "could not reach" screen
    const dead = createServer();
    const deadUrl = await listen(dead);
    dead.close();
    const orphan = createAppServer({ root: dist, backend: deadUrl, formFrameAncestors: [] });
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

  it('writes robots.txt from the CMS rules and a sitemap of the public pages in every locale', async () => {
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots.split('\n')).toEqual(expect.arrayContaining(['Disallow: /profile', 'Disallow: /ru/profile', 'Disallow: /ar/_icons$', `Sitemap: ${base}/sitemap.xml`]));
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    for (const loc of ['/', '/ru', '/ar/gamehall/slots', '/promotions/welcome', '/ru/terms']) expect(xml).toContain(`<loc>${base}${loc}</loc>`);
    expect(xml).not.toContain('/profile');
  });

  it('serves a prerendered page for its bare address, with this origin in its links, and the app for a filtered one', async () => {
    const page = await fetch(`${base}/tournaments/7`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await page.text()).toBe(`<link rel="canonical" href="${base}/tournaments/7"><div id="root" data-prerendered="">Race</div>`);
    expect(await (await fetch(`${base}/tournaments/7/_payload.json`)).json()).toEqual({ version: 1 });
    expect(await (await fetch(`${base}/tournaments/7?sort=new`)).text()).toBe('<!doctype html><head><title>app</title></head>');
    expect((await fetch(`${base}/tournaments/8/_payload.json`)).status).toBe(404);
    expect((await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd/_payload.json`)).status).toBe(404);
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
    const server = createAppServer({ root: dist, backend: backendUrl, formFrameAncestors: [], renderer });
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
    const server = createAppServer({ root: dist, backend: backendUrl, formFrameAncestors: [], renderer });
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
      const zipped = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect([path, zipped.headers.get('content-encoding'), zipped.headers.get('vary')]).toEqual([path, 'gzip', 'Accept-Encoding']);
      expect((await zipped.text()).length).toBeGreaterThan(0);
      const plain = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect([path, plain.headers.get('content-encoding')]).toEqual([path, null]);
    }
    expect(await (await fetch(`${base}/tournaments/7`, { headers: { 'accept-encoding': 'gzip' } })).text()).toContain('data-prerendered');
    // a hashed asset is compressed once and then sent with its length from memory
    for (let visit = 0; visit < 2; visit++) {
      const asset = await fetch(`${base}/assets/app-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect([asset.headers.get('content-encoding'), Number(asset.headers.get('content-length')) > 0, await asset.text()]).toEqual(['gzip', true, 'export {};']);
    }
  });

  it('still writes the sitemap when the content pages cannot be listed (content.pages failing)', async () => {
    const flaky = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://backend').pathname;
      const [status, answer] = path === '/content/pages/en' ? [500, { error: { type: 'InternalServerErrorException', message: 'down', code: 500 } }] : backendAnswer(path);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
    const flakyBackend = await listen(flaky);
    const server = createAppServer({ root: dist, backend: flakyBackend, formFrameAncestors: [] });
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
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${base}/tournaments/7</loc>`);
    expect(xml).toContain(`<loc>${base}/ru/tournaments/7</loc>`);
    expect(xml.match(new RegExp(`<loc>${base}/tournaments/7</loc>`, 'g'))).toHaveLength(1);
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

  it('gives the manifest the PNG icons of the web settings, and the built manifest when the backend cannot answer', async () => {
    const manifest = await (await fetch(`${base}/manifest.webmanifest`)).json();
    expect(manifest).toEqual({ name: 'Casino', icons: [{ src: '/brand/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' }] });
    expect(backendSaw.some((r) => r.url.startsWith('/content/seo') && r.url.includes(encodeURIComponent(new URL(base).host)))).toBe(true);
    const offline = createAppServer({ root: dist, backend: 'http://127.0.0.1:9', formFrameAncestors: [] });
    const offlineBase = await listen(offline);
    try {
      const built = await fetch(`${offlineBase}/manifest.webmanifest`);
      expect(built.status).toBe(200);
      expect(await built.json()).toEqual({ name: 'Casino' });
    } finally {
      offline.close();
    }
  });

  it('with vendors configured, sends the full policy: their origins and the hash of each enabled custom-code script', async () => {
    const strict = createAppServer({ root: dist, backend: backendUrl, formFrameAncestors: [], vendors: vendorsFromEnv({ CSP_FRAME_SRC: 'https://games.example' }) });
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
    const offline = createAppServer({ root: dist, backend: 'http://127.0.0.1:9', formFrameAncestors: [], vendors: vendorsFromEnv({}) });
    const offlineBase = await listen(offline);
    try {
      expect((await fetch(`${offlineBase}/`)).headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'; style-src/);
    } finally {
      offline.close();
    }
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
