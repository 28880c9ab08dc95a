import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// View-model tests build their subject with `new` and fakes, so they run in plain Node: a view-model that reaches
// for the DOM fails there. Other `.ts` tests run in Node too unless they ask for jsdom in their first line
// (`// @vitest-environment jsdom`: they drive the browser's window, location or DOM); views (`.tsx`) run in jsdom.
const VIEW_MODEL_TESTS = 'src/**/*.vm.test.ts';
/** The deploy folder built from the production build and started with node (server/deploy.test.ts). */
const DEPLOY_TEST = 'server/deploy.test.ts';
/** Two production server processes behind nginx, over the production build (server/scale-out.test.ts). */
const SCALE_OUT_TEST = 'server/scale-out.test.ts';

/**
 * The `.ts` tests whose first line asks for jsdom, relative to this folder: read from here, not from the working
 * directory, so a tool that loads this config from the repository root (knip) gets the same projects.
 */
function testsAskingForJsdom(dir = join(import.meta.dirname, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testsAskingForJsdom(path);
    return entry.name.endsWith('.test.ts') && readFileSync(path, 'utf8').startsWith('// @vitest-environment jsdom') ? [relative(import.meta.dirname, path)] : [];
  });
}
const WINDOW_TESTS = testsAskingForJsdom();

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false }),
  defineConfig({
    test: {
      globals: true,
      // the first test of a file also pays for loading its modules; on a busy 2-core machine that alone can pass 5 s
      testTimeout: 15_000,
      setupFiles: ['./src/test/setup.ts'],
      projects: [
        { extends: true, test: { name: 'view-models', environment: 'node', isolate: false, include: [VIEW_MODEL_TESTS] } },
        // Node tests share their workers' module cache (no isolation): most of their time was importing the same
        // modules again for every file.
        { extends: true, test: { name: 'logic', environment: 'node', isolate: false, include: ['src/**/*.test.ts'], exclude: [VIEW_MODEL_TESTS, ...WINDOW_TESTS] } },
        // The window tests and the views share one jsdom per worker too (they pass in shuffled order): a fresh
        // document and module graph per file tripled their time. Views unmount after each test (setup-dom.ts).
        { extends: true, test: { name: 'window', environment: 'jsdom', isolate: false, include: WINDOW_TESTS } },
        { extends: true, test: { name: 'dom', environment: 'jsdom', isolate: false, setupFiles: ['./src/test/setup-dom.ts'], include: ['src/**/*.test.tsx'] } },
        { extends: true, test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'], exclude: [DEPLOY_TEST, SCALE_OUT_TEST] } },
        // the bench's and sweeps' own rules (budget gates, figures), without a browser or a build
        { extends: true, test: { name: 'harness', environment: 'node', include: ['harness/**/*.test.ts'] } },
        // needs the production build: `npm test` runs it after the builds (`DEPLOY_TEST=1 vitest run --project deploy`)
        { extends: true, test: { name: 'deploy', environment: 'node', include: process.env.DEPLOY_TEST === '1' ? [DEPLOY_TEST] : [], testTimeout: 240_000 } },
        // needs the build and nginx: `npm test` runs it as a step of its own (scripts/test-scale-out.sh)
        { extends: true, test: { name: 'scale-out', environment: 'node', include: process.env.SCALE_OUT_TEST === '1' ? [SCALE_OUT_TEST] : [], testTimeout: 240_000 } },
      ],
    },
  }),
);
