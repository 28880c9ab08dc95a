import { createReadStream } from 'node:fs';
import { createGzip } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { createServer, request as proxyRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { ORIGIN_PLACEHOLDER } from './prerender/page-html.ts';
import { isBackendPath } from './backend.ts';
import { createPageStatus, isBot, statusPage, type PageStatus } from './page-status.ts';
import type { CspVendors } from './csp.ts';
import { policySource } from './policy-source.ts';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers.ts';
import { createCompressedAssets, createPageEncoder, preferredEncoding, sendEncoded, type EncodedPage, type Encoding } from './compressed-assets.ts';
import { ASSET_CACHE, notModified, PAGE_CACHE, PAYLOAD_CACHE, PLAYER_PAGE_CACHE, proxiedHeaders, VISITOR_DEPENDENT_CACHE } from './http-cache.ts';
import { backendProbe, createReadiness, sendHealth } from './health.ts';
import { COMPRESSIBLE } from './precompress.ts';
import { TYPES } from './content-types.ts';
import { manifestFile } from './manifest-file.ts';
import { robotsFile, sitemapFile } from './seo-files.ts';
import { createKept } from './kept.ts';
import { createPrerenderedFiles } from './prerendered-files.ts';
import { createRequestRenderer, hasSession, isPlayerPage, isRenderedOnRequest, type RequestRenderer } from './rendered-pages.ts';
import { createRouteHints, withPreloads } from './route-preloads.ts';

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
  /**
   * The start (server/main.ts: the wait for the backend, the renderer's warm-up). Until it settles, `/healthz` and
   * `/readyz` are answered and every other request waits: the port is open at once, so the process shows it is alive
   * while it starts, but no visitor gets a page from a cold renderer.
   */
  readonly starting?: Promise<unknown>;
  /** Whether the backend answers, for `/readyz`; by default a read of its locales (health.ts). */
  readonly backendAnswers?: () => Promise<boolean>;
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
  const encodePage = createPageEncoder();
  // A prerendered page or payload (server/prerender), or undefined when the path is not one. Its links hold a
  // placeholder for the origin the visitor sees, which the prerender could not know (canonical, alternates): the
  // handler puts it in.
  const prerendered = createPrerenderedFiles();
  // a page the app renders asks for its route's chunks beside the entry (route-preloads.ts)
  const routeHints = createRouteHints(root);
  // bounded: the origin comes from the visitor's Host header, so anyone can ask for new ones
  const keptPages = createKept<EncodedPage>(512);
  const renderer = options.renderer ?? createRequestRenderer({ root, backend: options.backend, version: process.env.VITE_APP_VERSION });
  let started = !options.starting;
  const starting = options.starting?.then(
    () => void (started = true),
    () => void (started = true),
  );
  const readiness = createReadiness({
    started: () => started,
    serving: () => server.listening,
    renderer: () => renderer.state?.() ?? 'warm',
    backendAnswers: options.backendAnswers ?? backendProbe(options.backend),
  });
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://app');
    // alive as soon as it answers anything: the start may take a minute (the backend, the warm-up)
    if (url.pathname === '/healthz') return sendHealth(res, 200, { alive: true }, req.method === 'HEAD');
    if (url.pathname === '/readyz') {
      const ready = await readiness();
      return sendHealth(res, ready.ready ? 200 : 503, ready, req.method === 'HEAD');
    }
    await starting;
    if (isBackendPath(url.pathname)) return proxy(req, res, backend, url.pathname);
    const csp = policies ? await policies(req.headers.host ?? 'localhost') : options.csp;
    for (const [name, value] of Object.entries(securityHeaders(url.pathname, { ...options, csp }))) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') return end(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const origin = options.publicOrigin ?? `http://${req.headers.host ?? 'localhost'}`;
    if (url.pathname === '/robots.txt') return generated(res, 'text/plain; charset=utf-8', () => robotsFile({ backend: options.backend, origin }));
    if (url.pathname === '/manifest.webmanifest') return manifest(res, root, options.backend, req.headers.host ?? 'localhost');
    if (url.pathname === '/sitemap.xml') return generated(res, 'application/xml; charset=utf-8', async () => sitemapFile({ backend: options.backend, origin, prerendered: await prerenderedPages(root) }));
    const host = req.headers.host ?? 'localhost';
    // a page the server sends itself: the visitor's origin in place of the placeholder, compressed as the browser
    // prefers, cacheable by a CDN unless said otherwise (http-cache.ts)
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const encoded = (text: string) => encodePage(Buffer.from(text.replaceAll(ORIGIN_PLACEHOLDER, origin)), encoding);
    const page = (text: string, type: string, status = 200, cache = PAGE_CACHE, vary = 'Accept-Encoding') => sendPage(req, res, encoded(text), type, status, cache, vary);
    // a prerendered file is the same for every visitor of an origin: its bytes are made once (putting the origin in
    // and turning an 88 KB page into bytes cost more than the rest of its request)
    const prerenderedPage = (file: string, text: string, type: string, cache = PAGE_CACHE) =>
      sendPage(req, res, keptPages(`${file} ${origin} ${encoding ?? 'identity'}`, () => encoded(text)), type, 200, cache, 'Accept-Encoding');
    if (url.pathname.endsWith('/_payload.json')) {
      const path = dirname(url.pathname);
      const rendered = isRenderedOnRequest(path) ? await renderer.page(path, host) : undefined;
      if (rendered) return page(rendered.payload, 'application/json', 200, PAYLOAD_CACHE);
      const file = join(root, 'prerendered', path, '_payload.json');
      const payload = await prerendered(file);
      return payload === undefined ? end(res, 404, 'Not found') : prerenderedPage(file, payload, 'application/json', PAYLOAD_CACHE);
    }
    // a prerendered page is served for its bare address; with a query (a filtered list) the app renders it itself
    if (!url.search && !extname(url.pathname)) {
      const file = join(root, 'prerendered', url.pathname, 'index.html');
      const html = await prerendered(file);
      if (html !== undefined) return prerenderedPage(file, html, TYPES['.html']!);
    }
    // a game's page is rendered for its bare address too (`?mode=demo` is the app's to render)
    if (!url.search && isRenderedOnRequest(url.pathname)) {
      const rendered = await renderer.page(url.pathname, host);
      if (rendered) return page(rendered.html, TYPES['.html']!);
    }
    // a signed-in player's page is rendered with their session, for them alone (rendered-pages.ts), and like a
    // prerendered page it hints no chunks: painted from its HTML, it was slower with thirty requests racing that paint
    const playerPage = !url.search && isPlayerPage(url.pathname);
    if (playerPage && hasSession(req.headers.cookie)) {
      const rendered = await renderer.playerPage?.(url.pathname, host, req.headers.cookie);
      if (rendered) return page(rendered, TYPES['.html']!, 200, PLAYER_PAGE_CACHE, 'Accept-Encoding, Cookie');
    }
    const hinted: SendPage = async (text, type, status, cache, vary = 'Accept-Encoding') =>
      page(withPreloads(text, await routeHints(url.pathname)), type, status, cache, playerPage ? `${vary}, Cookie` : vary);
    await serveFile(root, url.pathname, req, res, compressed, hinted, (pathname) => pageStatus(pathname).catch((): PageStatus => ({ status: 200 })));
  };
  // One request that cannot be answered (a renderer or a header that throws) gets a 500, and the server goes on: an
  // unhandled rejection would end the process, and every visitor's connection with it.
  const server = createServer((req, res) =>
    void handle(req, res).catch((error: unknown) => {
      console.error(`[web] ${req.method} ${req.url} failed:`, error);
      if (res.headersSent) res.destroy();
      else end(res, 500, 'The page could not be served');
    }),
  );
  return server;
}

/** Sends one of the app's pages, prerendered, rendered or its `index.html`, or a 304 when the copy asked about is it. */
function sendPage(req: IncomingMessage, res: ServerResponse, page: EncodedPage, type: string, status: number, cache: string, vary: string): void {
  const headers = { 'Cache-Control': cache, Vary: vary, ETag: page.etag };
  if (status === 200 && notModified(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(status, { ...headers, 'Content-Type': type, 'Content-Length': page.body.length, ...(page.encoding ? { 'Content-Encoding': page.encoding } : {}) });
  res.end(req.method === 'HEAD' ? undefined : page.body);
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

/** Sends a page (server.ts's `page`): its text, type, status, caching and `Vary`. */
type SendPage = (text: string, type: string, status?: number, cache?: string, vary?: string) => void | Promise<void>;

async function serveFile(root: string, pathname: string, req: IncomingMessage, res: ServerResponse, compressed: (file: string, encoding: Encoding) => Promise<Buffer>, page: SendPage, statusOf: (pathname: string) => Promise<PageStatus>): Promise<void> {
  const file = resolve(root, `.${normalize(decodeURIComponent(pathname))}`);
  const inside = file === root || file.startsWith(`${root}${sep}`);
  const found = inside ? await stat(file).catch(() => undefined) : undefined;
  const headOnly = req.method === 'HEAD';
  if (found?.isFile()) {
    // hashed build assets never change under their name; everything else is revalidated
    if (pathname.startsWith('/assets/')) return sendAsset(req, res, file, found.size, compressed);
    return send(res, file, found.size, 'no-cache', headOnly, 200, preferredEncoding(req.headers['accept-encoding'], ['gzip']));
  }
  // a missing file with an extension is a missing file, not a page: no index.html served as script or image
  if (extname(pathname)) return end(res, 404, 'Not found');
  const index = await readFile(join(root, 'index.html'), 'utf8').catch(() => undefined);
  if (index === undefined) return end(res, 500, 'The app is not built');
  const known = await statusOf(pathname);
  // the same app for every address the router shows, as cacheable as a prerendered page
  if (known.status === 200) return void (await page(index, TYPES['.html']!));
  // crawlers get a plain status page for what the app would show as its 404 or "could not reach" screen, people get
  // the app either way (it shows its own 404 or retry page; the status tells caches and crawlers): the answer depends
  // on the User-Agent, so no shared cache keeps it
  const vary = 'Accept-Encoding, User-Agent';
  if (isBot(req.headers['user-agent'])) {
    res.writeHead(known.status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': VISITOR_DEPENDENT_CACHE, Vary: vary, ...(known.status === 503 ? { 'Retry-After': '120' } : {}) });
    return void res.end(headOnly ? undefined : statusPage(known.status));
  }
  await page(index, TYPES['.html']!, known.status, VISITOR_DEPENDENT_CACHE, vary);
}

/**
 * A hashed build asset: brotli or gzip as the browser prefers, from the build's compressed copies (or compressed once
 * here), with its length; plain to a browser that takes neither. Every answer names `Accept-Encoding` in `Vary`, so
 * that a CDN keeps one copy per encoding and never hands brotli to a browser that did not ask for it.
 */
async function sendAsset(req: IncomingMessage, res: ServerResponse, file: string, size: number, compressed: (file: string, encoding: Encoding) => Promise<Buffer>): Promise<void> {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const headOnly = req.method === 'HEAD';
  if (!COMPRESSIBLE.has(extname(file))) return send(res, file, size, ASSET_CACHE, headOnly);
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const body = encoding && (await compressed(file, encoding).catch(() => undefined));
  if (encoding && body) return sendEncoded(res, body, type, ASSET_CACHE, encoding, headOnly);
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': size, 'Cache-Control': ASSET_CACHE, Vary: 'Accept-Encoding' });
  if (headOnly) return void res.end();
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

function send(res: ServerResponse, file: string, size: number, cache: string, headOnly: boolean, status = 200, encoding?: Encoding): void {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE.has(extname(file));
  if (encoding === 'gzip' && compressible) {
    // compressed as it streams: the length is not known ahead, and caches keep one copy per encoding
    res.writeHead(status, { 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Cache-Control': cache });
    if (headOnly) return void res.end();
    createReadStream(file).on('error', () => res.destroy()).pipe(createGzip()).pipe(res);
    return;
  }
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': size, 'Cache-Control': cache, ...(compressible ? { Vary: 'Accept-Encoding' } : {}) });
  if (headOnly) return void res.end();
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

function end(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  // errors are not kept by caches: the next request may well succeed
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

/**
 * Passes a backend call through unchanged (Host included, as Vite's proxy with `changeOrigin: false` does), its
 * answer too, except that a player's answer is kept out of shared caches (http-cache.ts).
 */
function proxy(req: IncomingMessage, res: ServerResponse, backend: URL, pathname: string): void {
  const upstream = proxyRequest(
    { hostname: backend.hostname, port: backend.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, proxiedHeaders(pathname, answer.headers));
      answer.pipe(res);
    },
  );
  upstream.on('error', () => (res.headersSent ? res.destroy() : end(res, 502, 'The backend did not answer')));
  req.pipe(upstream);
}
