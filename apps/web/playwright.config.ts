import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './harness/lib/browser.ts';
import { appServer, sandboxServer } from './harness/lib/test-servers.ts';

const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 8788);
const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
/**
 * Browser tests against the production build (`vite preview`, built once by `turbo build`) and a fresh
 * in-memory sandbox in development mode (fault injection, outbox). Debian's headless chromium (harness/lib/browser.ts).
 */
export default defineConfig({
  testDir: './e2e',
  // the development server's own (playwright.dev.config.ts): the phone tour tours the production build's routes
  testIgnore: ['route-tour.spec.ts'],
  // Two workers, two servers and two browsers share two cores here: a form that appears in 2 s on a quiet machine
  // can take 8 s. The limits leave room for that; a real hang still fails.
  timeout: 45_000,
  // A lazily loaded dialog over the busy home page (its widgets, images and vendor scripts loading) has taken over
  // 10 s to show its form there; a wait on state ends as soon as the state is reached, so a wider bound costs nothing.
  expect: { timeout: 15_000 },
  // Two workers, every spec beside every other: tests that change a player's state create their own player
  // (e2e/support.ts createPlayer), and faults and config changes reach only the injecting test's pages (its scope).
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${appPort}`,
    // The production build registers a service worker. Specs answer calls with `page.route`, which does not see
    // what a worker answers, and each fresh context would download the whole precache: workers are blocked except
    // in the spec about them (e2e/pwa.spec.ts).
    serviceWorkers: 'block',
    // Pages ask for reduced motion: the carousel stays put and the jackpot totals stand still, which took an eighth of
    // the suite's processor time on two cores. The tests of the motion itself ask for it back (emulateMedia).
    reducedMotion: 'reduce',
    // Recording a trace for every test cost the suite minutes on two cores; a failing test's retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    sandboxServer('pnpm --filter @casino/sandbox start', sandboxPort, appPort),
    appServer('pnpm exec vite preview', appPort, sandboxPort, 30_000),
  ],
});
