import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createAppServer } from './server.ts';

/*
 * The production server over a small build of its own and a stub backend, shared by the server's test files
 * (server.test.ts: headers and policy; server-pages.test.ts: what a page address gets; server-seo.test.ts: robots,
 * sitemap, service worker and manifest).
 */

export const listen = (server: Server) => new Promise<string>((ok) => server.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

/** The backend's answers by path (the locales, SEO settings and content lists robots.txt, the sitemap and page statuses read). */
export function backendAnswer(path: string, query = new URLSearchParams()): [number, unknown] {
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

export interface ServerUnderTest {
  /** The build the server serves: index.html, a hashed script, the route hints, the worker and manifest, one prerendered page. */
  readonly dist: string;
  /** The server's origin. */
  readonly base: string;
  readonly backendUrl: string;
  /** Every request the stub backend was sent. */
  readonly backendSaw: { method: string; url: string; body: string; host: string }[];
}

/** Starts the server and its backend before the file's tests and stops them after; read the fields inside tests. */
export function serverUnderTest(): ServerUnderTest {
  const state = { dist: '', base: '', backendUrl: '', backendSaw: [] as ServerUnderTest['backendSaw'] };
  let app: Server | undefined;
  let backend: Server | undefined;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
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
    state.dist = dist;
    backend = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        state.backendSaw.push({ method: req.method ?? '', url: req.url ?? '', body, host: req.headers.host ?? '' });
        const url = new URL(req.url ?? '/', 'http://backend');
        const [status, answer] = backendAnswer(url.pathname, url.searchParams);
        res.writeHead(status, { 'Content-Type': 'application/json', 'Set-Cookie': 'sid=1; Path=/; HttpOnly' });
        res.end(JSON.stringify(answer));
      });
    });
    state.backendUrl = await listen(backend);
    app = createAppServer({ root: dist, backend: state.backendUrl, formFrameAncestors: ['https://partner.example', 'https://casino-partner.example:8443'] });
    state.base = await listen(app);
  });

  afterAll(() => {
    app?.close();
    backend?.close();
  });

  return state;
}
