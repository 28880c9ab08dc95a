import { resolve } from 'node:path';
import { createServer } from 'vite';
import type { RouteSpec } from '../../src/shared/routing/route-table.ts';
import { WEB_DIR } from './paths.ts';

/**
 * The app's route table, loaded through Vite with the app's own config: the module uses Lingui macros, which only
 * exist after the app's Babel transform, so a plain import from tsx fails.
 */
export async function loadRouteTable(): Promise<readonly RouteSpec[]> {
  // Vite's dev server sets NODE_ENV=development in this process when it is unset, and every build and server the
  // harness starts afterwards inherits it: the floor page was built with React's development build (twice the code,
  // slower to run) and the production server rendered game pages with react-dom/server's development build.
  const nodeEnv = process.env.NODE_ENV;
  const server = await createServer({
    root: WEB_DIR,
    configFile: resolve(WEB_DIR, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/shared/routing/route-table.ts')) as { ROUTES: readonly RouteSpec[] };
    if (!Array.isArray(module.ROUTES) || !module.ROUTES.length) throw new Error('src/shared/routing/route-table.ts exports no ROUTES');
    return module.ROUTES;
  } finally {
    await server.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
