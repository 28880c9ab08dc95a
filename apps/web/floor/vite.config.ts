import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Builds the floor page (floor/main.tsx) into dist-floor/; the bench serves it beside the app. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { target: 'es2022', outDir: fileURLToPath(new URL('../dist-floor', import.meta.url)), emptyOutDir: true, modulePreload: { polyfill: false } },
});
