import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { groupOf, routeScreens, STARTUP_MODULES } from '../../chunk-groups.ts';
import { DIST_DIR, WEB_DIR } from './paths.ts';
import { moduleKey, staticClosure, type Manifest } from '../../server/route-preloads.ts';

export interface Asset {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
  /** Written into index.html itself (`file` is the dist file it was taken from, or `index.html`). */
  readonly inline?: boolean;
}


const kb = (bytes: number) => bytes / 1024;
export const fmtKb = (bytes: number) => `${kb(bytes).toFixed(1)} KB`;
export { kb };

/** Raw and gzip (zlib default level, what servers typically use) size of a file under dist. */
function measure(file: string): Asset {
  const content = readFileSync(resolve(DIST_DIR, file.replace(/^\//, '')));
  return { file: file.replace(/^\//, ''), bytes: content.length, gzip: gzipSync(content).length };
}

/** Raw and gzip size of text written into index.html. */
const measureText = (file: string, text: string): Asset => {
  const content = Buffer.from(text);
  return { file, bytes: content.length, gzip: gzipSync(content).length, inline: true };
};

/**
 * What dist/index.html makes the browser load before any route code: the module script, modulepreloads, stylesheets,
 * and what it carries inline (`<style>`, classic `<script>`; a `<style data-href>` holds the content of that file).
 */
export function initialAssets(): { js: Asset[]; css: Asset[] } {
  const html = readFileSync(resolve(DIST_DIR, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1];
  const js: string[] = [];
  const css: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) if (/type=["']module["']/.test(tag) && attr(tag, 'src')) js.push(attr(tag, 'src')!);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href || /^https?:/.test(href)) continue;
    if (rel === 'modulepreload') js.push(href);
    if (rel === 'stylesheet' && !/\sdisabled\b/.test(tag)) css.push(href); // a disabled stylesheet is not fetched
  }
  if (!js.length) throw new Error('dist/index.html has no module script');
  const inlineCss = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)].map(([, attrs, body]) => measureText(attr(attrs!, 'data-href')?.replace(/^\//, '') ?? 'index.html', body!));
  const inlineJs = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs, body]) => !attr(attrs!, 'src') && body!.trim() && !/type=["'](?!module|text\/javascript)/.test(attrs!))
    .map(([, , body]) => measureText('index.html', body!));
  return { js: [...js.map(measure), ...inlineJs], css: [...css.map(measure), ...inlineCss] };
}

export function readManifest(): Manifest {
  try {
    return JSON.parse(readFileSync(resolve(DIST_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new Error('dist/.vite/manifest.json is missing: the build needs `build.manifest: true` (apps/web/vite.config.ts); rebuild');
  }
}

/** Screen name → module (relative to apps/web), read from the screens each feature declares in its feature.ts. */
export const screenModules = () => routeScreens(WEB_DIR);

/**
 * The chunks `main.tsx` fetches beside the first calls, before the first render (the features' start-up modules, the
 * layouts, the table of screens): not in index.html, so not initial, but on the way to the first paint. The build
 * puts them in one `startup` chunk (chunk-groups.ts); a module left out of the group keeps a chunk of its own.
 */
export function startupChunks(manifest: Manifest): string[] {
  return [...new Set(STARTUP_MODULES.map((module) => chunkKey(manifest, module)))];
}

/** The manifest key of a module's chunk: its own, or that of the group it is the root of (chunk-groups.ts). */
const chunkKey = (manifest: Manifest, module: string) => moduleKey(manifest, module, groupOf(module));

/** The JS and CSS files a dynamic import loads (its chunk and static imports, transitively), minus those already loaded. */
export function lazyClosure(manifest: Manifest, module: string, loaded: ReadonlySet<string>): { js: Asset[]; css: Asset[] } {
  return lazyClosureOf(manifest, [module], loaded);
}

/** The same for several dynamic imports made together (a screen and the parts its first render loads), each file once. */
export function lazyClosureOf(manifest: Manifest, modules: readonly string[], loaded: ReadonlySet<string>): { js: Asset[]; css: Asset[] } {
  const files = { js: new Set<string>(), css: new Set<string>() };
  for (const module of modules) {
    const key = chunkKey(manifest, module);
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    const { js, css } = staticClosure(manifest, key);
    for (const file of js) files.js.add(file);
    for (const file of css) files.css.add(file);
  }
  const fresh = (set: ReadonlySet<string>) => [...set].filter((file) => !loaded.has(file)).map(measure);
  return { js: fresh(files.js), css: fresh(files.css) };
}

export const sum = (assets: readonly Asset[]) => assets.reduce((n, a) => n + a.gzip, 0);
