import { resolve } from 'node:path';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import budgets from './budgets.json' with { type: 'json' };
import { chunkGroups, groupNames, groupOf, INITIAL_CHUNK, routeParts, routeScreens, screenViews, STARTUP_MODULES } from './chunk-groups.ts';
import linguiConfig from './lingui.config.ts';
import { pwa } from './pwa.config.ts';
import { chunkPlanPlugin, isPlanPass } from './server/chunk-plan-plugin.ts';
import { compileHintsPlugin } from './server/compile-hints-plugin.ts';
import { cspMetaPlugin } from './server/csp-meta-plugin.ts';
import { devCspPlugin } from './server/dev-csp-plugin.ts';
import { BACKEND_PATHS } from './server/backend.ts';
import { previewAssetsPlugin } from './server/preview-assets-plugin.ts';
import { routePreloadsPlugin } from './server/route-preloads-plugin.ts';
import { SERVED_POPUP_ENTRY, SERVED_POPUP_ENTRY_NAME } from './server/prerender/served-popup-script.ts';
import { ROUTES } from './src/shared/routing/route-table.ts';

const sandbox = process.env.SANDBOX_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;
/** Everything the sandbox (the stand-in backend) answers; the app itself is same-origin with it through this proxy. */
const proxy = Object.fromEntries(BACKEND_PATHS.map((path) => [path, { target: sandbox, changeOrigin: false }]));
/** The front-end version, sent as a query parameter with every API call (next to the locale). */
const appVersion = process.env.VITE_APP_VERSION || '0.1.0';
const initialCss = new RegExp(`^assets/${INITIAL_CHUNK}-[\\w-]+\\.css$`);

/**
 * The calls every start-up makes first, before anything else is known (src/app/bootstrap.ts: the locales, and the
 * session's account and general info), with the query the API client gives them then (main.tsx's initial locale `en`
 * and the version). The page requests them itself (`<link rel=preload as=fetch>`: same URL, mode and credentials as
 * the app's fetch, which is then handed these responses), so they travel while the scripts download, not after.
 */
function bootPreloads(): Plugin {
  const calls = ['/nfx/i18n/locales', '/api/account.getInfo', '/api/metadata.getgeneralinfo'];
  return {
    name: 'casino:boot-preloads',
    transformIndexHtml: () =>
      calls.map((path) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'fetch', crossorigin: '', href: `${path}?locale=en&version=${appVersion}` },
        injectTo: 'head' as const,
      })),
  };
}

/**
 * Build only: the initial stylesheet (a few KB) goes into index.html as a `<style>`, so the first paint (the frame in
 * index.html) waits for no request. Lazy chunks still list the file among their dependencies: the start-up gives the
 * `<style data-href>` a disabled link, which Vite's preload helper looks for (src/app/platform/inlined-styles.ts).
 */
function inlineInitialCss(): Plugin {
  return {
    name: 'casino:inline-initial-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle?.[file];
          if (!initialCss.test(file) || asset?.type !== 'asset') return tag;
          return `<style data-href="/${file}">${String(asset.source).trim()}</style>`;
        }),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion) },
  plugins: [
    // the browser's page only: the prerender's renderer (`vite build --ssr`) is a Node module with no page of its own
    ...(isSsrBuild ? [] : [bootPreloads(), inlineInitialCss()]),
    // react-aria ships its own words (a list box's "no results", a dialog's "dismiss") in 34 languages; the player
    // reads one of ours, so the others are left out of every chunk that carries those words
    optimizeLocales.vite({ locales: linguiConfig.locales }),
    react(),
    babel({
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      overrides: [
        { include: /\.ts(?:$|\?)/, parserOpts: { plugins: ['typescript', 'decorators-legacy'] } },
        { include: /\.tsx(?:$|\?)/, parserOpts: { plugins: ['typescript', 'jsx', 'decorators-legacy'] } },
      ],
    }),
    // its config is looked up from here, not from the working directory, so a tool that loads this file from the
    // repository root (knip) gets the same plugins
    lingui({ cwd: import.meta.dirname }),
    vanillaExtractPlugin(),
    // the first build of the chunk plan only reads the chunk graph: nothing of the page around it
    ...(isSsrBuild || isPlanPass()
      ? []
      : [
          // small shared chunks merged so that no lazy screen loads more than a few files (server/chunk-plan.ts)
          chunkPlanPlugin({
            configFile: import.meta.filename,
            alwaysLoaded: [INITIAL_CHUNK, 'startup'],
            fixed: groupNames(),
            views: screenViews(import.meta.dirname, ROUTES),
            maxChunks: budgets.sizes.lazyRouteChunks,
            maxBytes: budgets.sizes.lazyRouteJsKb * 1024,
          }),
          // each route's chunks, for the production server to hint in the pages the app renders (server/route-preloads.ts)
          routePreloadsPlugin({ routes: ROUTES, screens: routeScreens(import.meta.dirname), startup: STARTUP_MODULES, parts: routeParts, groupOf }),
          // the service worker and the web manifest (build only in effect: the worker is registered by production builds)
          pwa(),
          // the content security policy as a <meta>, only when built with CSP_META=1 (see server/csp-meta-plugin.ts)
          cspMetaPlugin(),
          // `vite` only: the served build's content security policy as a header, with hashes for Vite's own inline
          // preamble and the hot-reload websocket, so a hole that runs a script in development is refused there too
          devCspPlugin({ backend: sandbox }),
          // V8 compiles each script's functions as the file streams in, not on the main thread as they first run
          compileHintsPlugin(),
          // `vite preview` only: hashed assets gzipped once, not for every page the browser suites open
          previewAssetsPlugin(),
        ]),
  ],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: 'localhost', proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, host: 'localhost', proxy },
  // the one worker of the page (app/platform/intl-warmup.worker.ts) is a module, as it is created
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // every browser the es2022 target covers supports modulepreload (or merely skips the hint)
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    // the initial chunk is one file by design (~550 KB raw); budgets.json (gzip, `pnpm bench`) is the size gate
    chunkSizeWarningLimit: 600,
    rolldownOptions: isSsrBuild ? {} : {
      // the app, and the script a prerendered page with a campaign popup runs first (features/campaign-popups/served)
      input: { index: resolve(import.meta.dirname, 'index.html'), [SERVED_POPUP_ENTRY_NAME]: resolve(import.meta.dirname, SERVED_POPUP_ENTRY) },
      // see chunk-groups.ts
      output: { codeSplitting: { groups: chunkGroups(import.meta.dirname) } },
    },
  },
}));
