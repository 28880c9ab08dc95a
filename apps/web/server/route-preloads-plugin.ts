import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type Manifest, moduleKey, ROUTE_PRELOADS_FILE, routePreloads } from './route-preloads.ts';

interface Options {
  readonly routes: ReadonlyArray<{ readonly path: string; readonly screen: string }>;
  /** Screen name → its module, relative to the app's root (chunk-groups.ts `routeScreens`). */
  readonly screens: ReadonlyMap<string, string>;
  /** The modules the entry imports at every start (chunk-groups.ts `STARTUP_MODULES`). */
  readonly startup: readonly string[];
  /** The lazy parts a route's first render loads after its screen (chunk-groups.ts `routeParts`). */
  readonly parts: (path: string) => readonly string[];
  /** The named group a module is the root of, if any (chunk-groups.ts `groupOf`). */
  readonly groupOf: (module: string) => string | undefined;
}

/**
 * Production build of the page only: once the files and the manifest are written, writes each route's files
 * (route-preloads.ts) beside them. Read from the written manifest, the same one the bench reads.
 */
export function routePreloadsPlugin(options: Options): Plugin {
  let outDir = 'dist';
  return {
    name: 'casino:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler() {
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const key = (module: string) => moduleKey(manifest, module, options.groupOf(module));
        const table = routePreloads({
          manifest,
          routes: options.routes,
          screenKey: (screen) => {
            const module = options.screens.get(screen);
            return module === undefined ? undefined : key(module);
          },
          startupKeys: [...new Set(options.startup.map(key))],
          partKeys: (path) => options.parts(path).map(key),
        });
        writeFileSync(join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(table));
      },
    },
  };
}
