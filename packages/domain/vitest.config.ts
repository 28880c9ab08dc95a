import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // property tests run hundreds of cases: on a busy 2-core machine that can pass the default 5 s
    testTimeout: 15_000,
    environment: 'node',
    // pure functions: the files share their workers' module cache instead of importing the rules again per file
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts'],
      reporter: ['text-summary', 'text', 'json-summary'],
      // The test command fails below these (issue: line coverage ≥ 95 %).
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
});
