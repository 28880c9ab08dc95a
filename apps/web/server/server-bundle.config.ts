import { defineConfig } from 'vite';

/**
 * Builds the production server (`server/main.ts`) into one JavaScript file for the deploy folder
 * (`scripts/deploy-web.mjs`): `vite build --config server/server-bundle.config.ts --outDir <deploy>/server`.
 *
 * Everything the server imports goes inside the file: our workspace packages are TypeScript sources, which `node`
 * cannot run, and their own dependencies are not installed where the deploy folder could find them. Only Node's own
 * modules stay outside. The page renderer (`dist-ssr/render-page.js`) is not part of it: the server loads it from the
 * build at run time, and it finds its packages in the deploy folder's `node_modules`.
 */
export default defineConfig({
  // none of the app's plugins (this file replaces vite.config.ts): the server has no page, styles or translations
  publicDir: false,
  logLevel: 'warn',
  ssr: { noExternal: true, target: 'node' },
  // the adapters' classes use TypeScript's parameter decorators (`@inject`), as under `tsx` with the base tsconfig
  oxc: { decorator: { legacy: true } },
  build: {
    ssr: 'server/main.ts',
    target: 'node20',
    outDir: 'dist-server',
    emptyOutDir: true,
    // readable stack traces in the server's logs are worth more than a few kilobytes on disk
    minify: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: {
        format: 'esm',
        entryFileNames: 'main.mjs',
        // one file: the deploy folder's `server/` holds the server and nothing else
        codeSplitting: false,
        // CommonJS packages inside the bundle may `require` Node's modules: give them a `require` that works in ESM
        banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      // react-router marks its modules "use client" for React Server Components, which mean nothing in a server bundle
      onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
    },
  },
});
