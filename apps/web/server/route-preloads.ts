import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A chunk of the build manifest (Vite's `build.manifest`, `dist/.vite/manifest.json`), keyed by source module. */
interface ManifestChunk {
  readonly name?: string;
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The files a route's first render needs beyond the entry: the page asks for them with the entry, not one import after another. */
export interface RoutePreload {
  /** The route table's pattern (`/cashier/deposit/:sysname`), without a locale prefix. */
  readonly path: string;
  /** Build files (`assets/…js`, `assets/…css`), in the order they are needed. */
  readonly files: readonly string[];
}

/** The manifest key of a module's chunk: its own, or that of the named group it is the root of (chunk-groups.ts). */
export function moduleKey(manifest: Manifest, module: string, group: string | undefined): string {
  if (manifest[module]) return module;
  return Object.keys(manifest).find((key) => group !== undefined && manifest[key]!.name === group && manifest[key]!.file.endsWith('.js')) ?? module;
}

/** The JS and CSS files of a manifest chunk and its static imports, transitively: what importing it loads. */
export function staticClosure(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (seen.has(k) || !chunk) return;
    seen.add(k);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return { js, css: [...css] };
}

interface PreloadInput {
  readonly manifest: Manifest;
  readonly routes: ReadonlyArray<{ readonly path: string; readonly screen: string }>;
  /** A screen's manifest key (its chunk's), or undefined for a screen the build does not have. */
  readonly screenKey: (screen: string) => string | undefined;
  /** The manifest keys of the lazy parts the route's first render loads after its screen (panels, slots). */
  readonly partKeys?: (path: string) => readonly string[];
  /** The manifest keys of what the entry imports at every start (the features, the frame, the table of screens). */
  readonly startupKeys: readonly string[];
}

/**
 * What each route's page loads before it can draw: the start-up chunks, the route screen's chunk and the lazy parts
 * it loads at once (`partKeys`), each with its static imports, minus what the entry itself brings. Unhinted, a lazy
 * screen's chunks come one level of imports per round trip (the browser learns a chunk's imports only once it has
 * it, and Vite's preload helper appends links for stylesheets only: vite.config.ts), four or five round trips on the
 * cashier's and the profile's screens.
 */
export function routePreloads({ manifest, routes, screenKey, startupKeys, partKeys = () => [] }: PreloadInput): RoutePreload[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  const initial = entry ? staticClosure(manifest, entry) : { js: [], css: [] };
  const loaded = new Set([...initial.js, ...initial.css]);
  const startup = startupKeys.map((key) => staticClosure(manifest, key));
  return routes.flatMap(({ path, screen }) => {
    const key = screenKey(screen);
    if (!key || !manifest[key]) return [];
    const missing = partKeys(path).filter((part) => !manifest[part]);
    if (missing.length) throw new Error(`route ${path}: ${missing.join(', ')} not in the build manifest`);
    const parts = [...startup, staticClosure(manifest, key), ...partKeys(path).map((part) => staticClosure(manifest, part))];
    const files = [...new Set(parts.flatMap((part) => [...part.css, ...part.js]))].filter((file) => !loaded.has(file));
    return [{ path, files }];
  });
}

/** A locale prefix (`/ru`, `/pt-BR`): the route table's paths are written without it. */
const LOCALE_PREFIX = /^\/[a-z]{2}(?:-[a-zA-Z]{2,4})?(?=\/|$)/;

const matches = (pattern: string, pathname: string) => {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/' || pathname === '';
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') ? have[i] !== '' : segment === have[i]);
};

/** How many parameters a pattern has: as in the router, a route with fewer wins (`/loyalty/shop` over `/loyalty/:sysname`). */
const params = (route: RoutePreload) => route.path.split('/').filter((segment) => segment.startsWith(':')).length;

/**
 * The route a page address shows, if any. A leading two-letter segment is read as a locale first, as the app reads it
 * (`/ru` is the Russian home page, not a content page called "ru"), then as part of the path.
 */
export function routeOf(table: readonly RoutePreload[], pathname: string): RoutePreload | undefined {
  const best = (path: string) => table.filter((route) => matches(route.path, path)).sort((a, b) => params(a) - params(b))[0];
  return (LOCALE_PREFIX.test(pathname) ? best(pathname.replace(LOCALE_PREFIX, '') || '/') : undefined) ?? best(pathname);
}

/**
 * The `<link>`s that fetch a route's files beside the entry: scripts as module preloads, stylesheets as preloads.
 * Both are CORS requests (`crossorigin`), as the entry's script and the stylesheet links Vite's helper appends are,
 * so the browser uses what was preloaded instead of asking again.
 */
export function preloadLinks(table: readonly RoutePreload[], pathname: string): string {
  const files = routeOf(table, pathname)?.files ?? [];
  return files.map((file) => (file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="/${file}">` : `<link rel="modulepreload" crossorigin href="/${file}">`)).join('');
}

/** `index.html` with the route's hints at the end of its head (after the entry's script, so that it is asked for first). */
export function withPreloads(html: string, links: string): string {
  if (!links) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/** Where the build writes the table (route-preloads-plugin.ts), beside `index.html`. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The hints for a page address (`preloadLinks`) from the build's table, read once. A build without the table (or
 * with one that cannot be read) gets none: the page works the same, its chunks come one after another.
 */
export function createRouteHints(root: string, read: (file: string) => Promise<string> = (file) => readFile(file, 'utf8')): (pathname: string) => Promise<string> {
  let table: Promise<readonly RoutePreload[]> | undefined;
  return async (pathname) => {
    table ??= read(join(root, ROUTE_PRELOADS_FILE)).then((text) => JSON.parse(text) as RoutePreload[]).catch(() => []);
    return preloadLinks(await table, pathname);
  };
}
