import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { HandlerMap, RawRoute, RoutedHandler } from './types.ts';

const routesDir = fileURLToPath(new URL('../routes/', import.meta.url));
// `/platform/rounds/`: the stand-in game's own server calls (a provider's, not the player contract's);
// `/websdk/`: the identity-verification provider's stand-in frame
const RAW_PREFIXES = ['/static/', '/_ipx/', '/pay/', '/oauth/', '/platform/rounds/', '/websdk/'];

/** Collects `handlers` and `rawRoutes` from every `routes/<area>/index.ts`. */
export async function loadRoutes(): Promise<{ handlers: Map<string, RoutedHandler>; rawRoutes: RawRoute[] }> {
  const handlers = new Map<string, RoutedHandler>();
  const rawRoutes: RawRoute[] = [];
  const areas = (await readdir(routesDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  for (const area of areas) {
    const file = `${routesDir}${area}/index.ts`;
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { handlers?: HandlerMap; rawRoutes?: RawRoute[] };
    for (const [id, handler] of Object.entries(mod.handlers ?? {})) {
      if (handlers.has(id)) throw new Error(`operation ${id} has two handlers (routes/${area})`);
      // Keyed by its operationId, a handler is only ever called with a context the pipeline validated for that operation.
      handlers.set(id, handler as RoutedHandler);
    }
    for (const route of mod.rawRoutes ?? []) {
      if (!RAW_PREFIXES.some((p) => route.prefix.startsWith(p))) throw new Error(`raw route ${route.prefix} (routes/${area}) must start with ${RAW_PREFIXES.join(', ')}`);
      rawRoutes.push(route);
    }
  }
  return { handlers, rawRoutes };
}
