import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { readRaw } from '../../core/body.ts';
import type { RawRoute } from '../../core/types.ts';

/*
 * Offline stand-ins of third-party browser scripts (chat widgets, analytics, fraud agent, messaging app) under
 * /static/vendors/<vendor>/<file>.js, from src/vendors/. Each implements the part of its vendor's browser API the
 * app uses and records every call in `window.__vendorCalls`, so adapters are tested in a real browser with no
 * network. Real-user monitoring reports are posted to /static/vendors/rum and read back with GET (newest first).
 * The identity-verification provider's frame is served at /websdk/websdk.html (its SDK's fixed path).
 * This area is named so it sorts before `media`, whose catch-all `/static/` route would otherwise answer first.
 */
const vendorsDir = fileURLToPath(new URL('../../vendors/', import.meta.url));

const send = (res: ServerResponse, status: number, type: string, body: string) => {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
  res.end(body);
};

/**
 * The site the provider's frame talks to (its window messages' target origin, the access token among them). A real
 * provider has the sites registered that may embed its frame; the stand-in's is APP_ORIGIN, and in development mode
 * also any site on this machine that framed it (its `Referer`): the production server started beside `vite preview`
 * on a port of its own, `127.0.0.1` for `localhost`. Anything else gets APP_ORIGIN, and the browser drops the
 * messages for a window of another origin.
 */
export function embedderOrigin(referer: string | undefined, appOrigin: string, dev: boolean): string {
  if (!dev || !referer) return appOrigin;
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) ? url.origin : appOrigin;
  } catch {
    return appOrigin;
  }
}

export const rawRoutes: RawRoute[] = [
  {
    // the identity-verification provider's frame: its SDK loads `<base address>/websdk/websdk.html?_=<frame id>`
    method: 'GET',
    prefix: '/websdk/',
    async handle(req, res, app) {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname !== '/websdk/websdk.html') return send(res, 404, 'text/plain', 'not found');
      const page = await readFile(`${vendorsDir}sumsub/websdk.html`, 'utf8');
      const embedder = embedderOrigin(req.headers.referer, app.config.appOrigin, app.config.dev);
      return send(res, 200, 'text/html; charset=utf-8', page.replace('__APP_ORIGIN__', embedder.replace(/[^A-Za-z0-9:/._-]/g, '')));
    },
  },
  {
    method: 'POST',
    prefix: '/static/vendors/rum',
    async handle(req, res, app) {
      let body: unknown;
      try {
        body = JSON.parse((await readRaw(req)).toString('utf8'));
      } catch {
        return send(res, 400, 'text/plain', 'body must be JSON');
      }
      const page = body && typeof body === 'object' && 'page' in body && typeof body.page === 'string' ? body.page : null;
      await app.db.query('INSERT INTO rum_reports (page, body, created_at) VALUES ($1, $2, $3)', [page, JSON.stringify(body), app.now()]);
      return send(res, 204, 'text/plain', '');
    },
  },
  {
    // the stand-in sportsbook is a small single-page site: every page under its folder is its one HTML page
    method: 'GET',
    prefix: '/static/vendors/sportsbook/',
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/static/vendors/sportsbook/sportsbook.js') return send(res, 200, 'text/javascript; charset=utf-8', await readFile(`${vendorsDir}sportsbook/sportsbook.js`, 'utf8'));
      if (!/^\/static\/vendors\/sportsbook\/(?:[A-Za-z0-9_-]+\/?)*$/.test(url.pathname)) return send(res, 404, 'text/plain', 'not found');
      return send(res, 200, 'text/html; charset=utf-8', await readFile(`${vendorsDir}sportsbook/index.html`, 'utf8'));
    },
  },
  {
    method: 'GET',
    prefix: '/static/vendors/',
    async handle(req, res, app) {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/static/vendors/rum') {
        const page = url.searchParams.get('page');
        const rows = await app.db.query<{ body: unknown }>('SELECT body FROM rum_reports WHERE $1::text IS NULL OR page LIKE $1 ORDER BY id DESC LIMIT 50', [page ? `%${page}%` : null]);
        return send(res, 200, 'application/json', JSON.stringify(rows.map((r) => r.body)));
      }
      const file = /^\/static\/vendors\/([a-z0-9_-]+)\/([a-z0-9_-]+\.js)$/i.exec(url.pathname);
      if (!file) return send(res, 404, 'text/plain', 'not found');
      try {
        return send(res, 200, 'text/javascript; charset=utf-8', await readFile(`${vendorsDir}${file[1]}/${file[2]}`, 'utf8'));
      } catch {
        return send(res, 404, 'text/plain', 'not found');
      }
    },
  },
];
