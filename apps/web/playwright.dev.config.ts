import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './harness/lib/browser.ts';
import { appServer, sandboxServer } from './harness/lib/test-servers.ts';

const sandboxPort = Number(process.env.E2E_DEV_SANDBOX_PORT ?? 8789);
const appPort = Number(process.env.E2E_DEV_APP_PORT ?? 5179);
// the specs' helpers reach the sandbox's /__sandbox endpoints directly (e2e/support.ts); the tour waits longer for
// screens that Vite compiles on their first visit (e2e/route-tour.spec.ts)
process.env.E2E_SANDBOX_PORT = String(sandboxPort);
process.env.E2E_DEV_SERVER = '1';

/**
 * The route tour (e2e/route-tour.spec.ts) against the development server, as `npm start` runs the app: Vite's dev
 * server with React's StrictMode, which takes every screen down and up again once after it mounts. A view-model that
 * does not survive that fails only here, and the production suite cannot see it. The sandbox starts as `npm start`
 * starts it, on ports of its own (neither `npm start`'s 5173/8787 nor the production suite's 4173/8788), with its
 * data in memory.
 */
export default defineConfig({
  testDir: './e2e',
  // and the navigation corpus through every sink, under the development server's content security policy
  testMatch: ['route-tour.spec.ts', 'navigation-corpus.spec.ts'],
  // the tour sets its own time per route; this bounds the rest (a player, sign-in)
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // two: the route tour on one, the navigation corpus on the other. One at a time left the two cores a quarter idle
  // (the tour and the corpus wait on screens and popups); two took 159 s against 196 s, each page slower but in time
  workers: 2,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${appPort}`,
    // the same as the production suite (playwright.config.ts): no motion to wait for, no service worker
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: [
    sandboxServer('pnpm --filter @casino/sandbox dev', sandboxPort, appPort),
    // the dev server answers before it has compiled anything: the tour's first page load waits for that
    appServer('pnpm exec vite', appPort, sandboxPort, 60_000),
  ],
});
