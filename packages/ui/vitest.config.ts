import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    // One document per worker for every file instead of a fresh one each: setting jsdom up again for each of the 44
    // files cost nearly two minutes on two cores, the tests themselves a few seconds. Tests clean up what they render
    // (src/test/setup.ts) and look for what they check inside their own render, not in the shared document.
    pool: 'threads',
    isolate: false,
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
