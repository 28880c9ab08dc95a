import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // each file starts its own in-memory PGlite; two at a time fits two cores
    maxWorkers: 2,
  },
});
