import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// View-model tests build their subject with `new` and fakes, so they run in plain Node: a view-model that reaches
// for the DOM fails there. Other `.ts` tests run in Node too unless they ask for jsdom in their first line
// (`// @vitest-environment jsdom`: they drive the browser's window, location or DOM); views (`.tsx`) run in jsdom.
const VIEW_MODEL_TESTS = 'src/**/*.vm.test.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      // the first test of a file also pays for loading its modules; on a busy 2-core machine that alone can pass 5 s
      testTimeout: 15_000,
      setupFiles: ['./src/test/setup.ts'],
      projects: [
        { extends: true, test: { name: 'view-models', environment: 'node', include: [VIEW_MODEL_TESTS] } },
        { extends: true, test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'], exclude: [VIEW_MODEL_TESTS] } },
        { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
        { extends: true, test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'] } },
      ],
    },
  }),
);
