import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/web */
export const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST_DIR = resolve(WEB_DIR, 'dist');
export const BUDGETS_FILE = resolve(WEB_DIR, 'budgets.json');

/** The harness measures the build it finds; it never builds. Exits with a clear message when there is none. */
export function requireDist(script: string): void {
  if (!existsSync(resolve(DIST_DIR, 'index.html'))) {
    console.error(`[${script}] apps/web/dist/index.html is missing: build first (pnpm --filter @casino/web build, or turbo run build).`);
    console.error(`[${script}] The harness measures an existing production build and builds nothing itself.`);
    process.exit(2);
  }
}
