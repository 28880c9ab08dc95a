import { createReadStream } from 'node:fs';
import { createGzip, gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { createServer, request as proxyRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { ORIGIN_PLACEHOLDER } from './prerender/page-html.ts';
import { isBackendPath } from './backend.ts';
import { createPageStatus, isBot, statusPage, type PageStatus } from './page-status.ts';
import type { CspVendors } from './csp.ts';
import { policySource } from './policy-source.ts';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers.ts';
import { createCompressedAssets, sendGzipped } from './compressed-assets.ts';
import { TYPES } from './content-types.ts';
import { manifestFile } from './manifest-file.ts';
import { robotsFile, sitemapFile } from './seo-files.ts';
import { createRequestRenderer, isRenderedOnRequest, type RequestRenderer } from './rendered-pages.ts';

export interface AppServerOptions extends SecurityHeaderOptions {
  /** The built app (`apps/web/dist`). */
  readonly root: string;
  /** Where the backend paths go, e.g. `http://127.0.0.1:8787`. */
  readonly backend: string;
  /** The site's public origin for robots.txt and the sitemap; by default the request's own (`http://` + Host). */
  readonly publicOrigin?: string;
  /**
   * The third parties the pages may use: with them, every page gets the full content security policy (csp.ts),
   * including the hashes of the host's custom code; without, only `frame-ancestors`.
   */
  readonly vendors?: CspVendors;
  /** Renders the game pages on request (rendered-pages.ts); by default with the build's renderer, when it has one. */
  readonly renderer?: RequestRenderer;
}


/**
 * The production server of the built app: static files, the prerendered pages, the game pages rendered on request,
 * `index.html` for every other page address (the router takes over in the browser), the backend paths passed through to the backend as they are (same origin for the
 * session cookie), and the security headers on everything it serves itself.
 */
export function createAppServer(options: AppServerOptions): Server {
  const root = resolve(options.root);
  const backend = new URL(options.backend);
  const pageStatus = createPageStatus(options.backend);
  const policies = options.vendors && policySource(options.vendors, options.backend);
  const compressed = createCompressedAssets();
  const renderer = options.renderer ?? createRequestRenderer({ root, backend: options.backend, version: process.env.VITE_APP_VERSION });
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://app');
    if (isBackendPath(url.pathname)) return proxy(req, res, backend);
    const csp = policies ? await policies(req.headers.host ?? 'localhost') : options.csp;
    for (const [name, value] of Object.entries(securityHeaders(url.pathname, { ...options, csp }))) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') return end(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const origin = options.publicOrigin ?? `http://${req.headers.host ?? 'localhost'}`;
    if (url.pathname === '/robots.txt') return generated(res, 'text/plain; charset=utf-8', () => robotsFile({ backend: options.backend, origin }));
    if (url.pathname === '/manifest.webmanifest') return manifest(res, root, options.backend, req.headers.host ?? 'localhost');
    if (url.pathname === '/sitemap.xml') return generated(res, 'application/xml; charset=utf-8', async () => sitemapFile({ backend: options.backend, origin, prerendered: await prerenderedPages(root) }));
    const gzip = acceptsGzip(req);
    const headOnly = req.method === 'HEAD';
    const host = req.headers.host ?? 'localhost';
    if (url.pathname.endsWith('/_payload.json')) {
      const page = dirname(url.pathname);
      const rendered = isRenderedOnRequest(page) ? await renderer.page(page, host) : undefined;
      if (rendered) return sendPage(res, rendered.payload, 'application/json', origin, headOnly, gzip);
      return void (await servePrerendered(res, join(root, 'prerendered', page, '_payload.json'), 'application/json', origin, headOnly, gzip));
    }
    // a prerendered page is served for its bare address; with a query (a filtered list) the app renders it itself
    if (!url.search && !extname(url.pathname) && (await servePrerendered(res, join(root, 'prerendered', url.pathname, 'index.html'), TYPES['.html']!, origin, headOnly, gzip))) return;
    // a game's page is rendered for its bare address too (`?mode=demo` is the app's to render)
    if (!url.search && isRenderedOnRequest(url.pathname)) {
      const rendered = await renderer.page(url.pathname, host);
      if (rendered) return sendPage(res, rendered.html, TYPES['.html']!, origin, headOnly, gzip);
    }
    await serveFile(root, url.pathname, req, res, compressed, (pathname) => pageStatus(pathname).catch((): PageStatus => ({ status: 200 })));
  };
  // One request that cannot be answered (a renderer or a header that throws) gets a 500, and the server goes on: an
  // unhandled rejection would end the process, and every visitor's connection with it.
  return createServer((req, res) =>
    void handle(req, res).catch((error: unknown) => {
      console.error(`[web] ${req.method} ${req.url} failed:`, error);
      if (res.headersSent) res.destroy();
      else end(res, 500, 'The page could not be served');
    }),
  );
}

/**
 * A prerendered page or payload (server/prerender), with the origin the visitor sees in the links the prerender
 * could not know (canonical, alternates). False when there is none (the path is not a prerendered page).
 */
async function servePrerendered(res: ServerResponse, file: string, type: string, origin: string, headOnly: boolean, gzip: boolean): Promise<boolean> {
  if (file.includes('..')) return false;
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) {
    if (type === 'application/json') end(res, 404, 'Not found');
    return false;
  }
  sendPage(res, text, type, origin, headOnly, gzip);
  return true;
}

/** A prerendered or rendered page or payload, with the visitor's origin in place of the placeholder. */
function sendPage(res: ServerResponse, text: string, type: string, origin: string, headOnly: boolean, gzip: boolean): void {
  const plain = Buffer.from(text.replaceAll(ORIGIN_PLACEHOLDER, origin));
  const body = gzip ? gzipSync(plain) : plain;
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
  res.end(headOnly ? undefined : body);
}

/** The pages the build prerendered, or none (a build with `PRERENDER=0`). */
async function prerenderedPages(root: string): Promise<string[]> {
  const list = await readFile(join(root, 'prerendered', 'pages.json'), 'utf8').catch(() => '[]');
  const pages: unknown = JSON.parse(list);
  return Array.isArray(pages) ? pages.filter((page): page is string => typeof page === 'string') : [];
}

/** A file made from the backend's data; if the backend cannot answer, a 503 asks the crawler to come back later. */
async function generated(res: ServerResponse, type: string, make: () => Promise<string>): Promise<void> {
  try {
    const body = await make();
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=300' });
    res.end(body);
  } catch {
    end(res, 503, 'Temporarily unavailable', { 'Retry-After': '120' });
  }
}

/** The manifest with the web settings' icons; without a built manifest there is no installable app to describe. */
async function manifest(res: ServerResponse, root: string, backend: string, host: string): Promise<void> {
  try {
    const body = await manifestFile({ root, backend, host });
    res.writeHead(200, { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'no-cache' });
    res.end(body);
  } catch {
    end(res, 404, 'Not found');
  }
}

async function serveFile(root: string, pathname: string, req: IncomingMessage, res: ServerResponse, compressed: (file: string) => Promise<Buffer>, statusOf: (pathname: string) => Promise<PageStatus>): Promise<void> {
  const file = resolve(root, `.${normalize(decodeURIComponent(pathname))}`);
  const inside = file === root || file.startsWith(`${root}${sep}`);
  const found = inside ? await stat(file).catch(() => undefined) : undefined;
  if (found?.isFile()) {
    // hashed build assets never change under their name; everything else is revalidated
    const hashed = pathname.startsWith('/assets/');
    const cache = hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (hashed && acceptsGzip(req) && COMPRESSIBLE.has(extname(file))) return sendCompressed(res, file, cache, req.method === 'HEAD', compressed);
    return send(res, file, found.size, cache, req.method === 'HEAD', 200, acceptsGzip(req));
  }
  // a missing file with an extension is a missing file, not a page: no index.html served as script or image
  if (extname(pathname)) return end(res, 404, 'Not found');
  const index = join(root, 'index.html');
  const page = await stat(index).catch(() => undefined);
  if (!page) return end(res, 500, 'The app is not built');
  const known = await statusOf(pathname);
  // crawlers get a plain status page for what the app would show as its 404 or "could not reach" screen
  if (known.status !== 200 && isBot(req.headers['user-agent'])) {
    res.writeHead(known.status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...(known.status === 503 ? { 'Retry-After': '120' } : {}) });
    return void res.end(req.method === 'HEAD' ? undefined : statusPage(known.status));
  }
  // people get the app either way (it shows its own 404 or retry page); the status tells caches and crawlers
  send(res, index, page.size, 'no-cache', req.method === 'HEAD', known.status, acceptsGzip(req));
}

/** Text the browser may take gzipped: the page, scripts, styles, data and SVG (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);
const acceptsGzip = (req: IncomingMessage): boolean => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

function send(res: ServerResponse, file: string, size: number, cache: string, headOnly: boolean, status = 200, gzip = false): void {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  if (gzip && COMPRESSIBLE.has(extname(file))) {
    // compressed as it streams: the length is not known ahead, and caches keep one copy per encoding
    res.writeHead(status, { 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Cache-Control': cache });
    if (headOnly) return void res.end();
    createReadStream(file).on('error', () => res.destroy()).pipe(createGzip()).pipe(res);
    return;
  }
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': size, 'Cache-Control': cache });
  if (headOnly) return void res.end();
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

async function sendCompressed(res: ServerResponse, file: string, cache: string, headOnly: boolean, compressed: (file: string) => Promise<Buffer>): Promise<void> {
  const body = await compressed(file).catch(() => undefined);
  if (!body) return end(res, 404, 'Not found');
  sendGzipped(res, body, TYPES[extname(file)] ?? 'application/octet-stream', cache, headOnly);
}

function end(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

/** Passes a backend call through unchanged (Host included, as Vite's proxy with `changeOrigin: false` does). */
function proxy(req: IncomingMessage, res: ServerResponse, backend: URL): void {
  const upstream = proxyRequest(
    { hostname: backend.hostname, port: backend.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      const headers = { ...answer.headers };
      headers['x-content-type-options'] ??= 'nosniff';
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => (res.headersSent ? res.destroy() : end(res, 502, 'The backend did not answer')));
  req.pipe(upstream);
}
