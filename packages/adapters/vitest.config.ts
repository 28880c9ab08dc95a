import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One jsdom per worker for all files (no isolation): a fresh one per file cost most of the run on two cores.
  test: { environment: 'jsdom', pool: 'threads', isolate: false, setupFiles: ['./vitest.setup.ts'], include: ['src/**/*.test.ts'] },
});
