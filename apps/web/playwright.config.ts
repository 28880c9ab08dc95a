import { defineConfig } from '@playwright/test';

const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 8788);
const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
/** Specs that change the sandbox for everyone: its config (the idle timeout) or injected faults. */
const GLOBAL_STATE_SPECS = ['session.spec.ts', 'pages.spec.ts', 'honest-failures.spec.ts', 'cashier-faults.spec.ts', 'tournaments-failures.spec.ts', 'loyalty-failures.spec.ts', 'bonuses-faults.spec.ts', 'games-faults.spec.ts', 'profile-failures.spec.ts'];

/**
 * Browser tests against the production build (`vite preview`, built once by `turbo build`) and a fresh
 * in-memory sandbox in development mode (fault injection, outbox). Debian's chromium only.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Two workers: tests that change a player's state create their own player (e2e/support.ts createPlayer). Specs
  // that change the sandbox for everyone (its config, fault injection) run afterwards, one file at a time.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${appPort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'parallel', testIgnore: [...GLOBAL_STATE_SPECS] },
    // each of these alone, after everything else: they change what every other test would see
    ...GLOBAL_STATE_SPECS.map((spec, i) => ({
      name: `alone: ${spec}`,
      testMatch: spec,
      fullyParallel: false,
      dependencies: [i === 0 ? 'parallel' : `alone: ${GLOBAL_STATE_SPECS[i - 1]}`],
    })),
  ],
  webServer: [
    {
      command: 'pnpm --filter @casino/sandbox start',
      url: `http://127.0.0.1:${sandboxPort}/__sandbox/health`,
      env: { SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: 'memory://', SANDBOX_MODE: 'development', APP_ORIGIN: `http://localhost:${appPort}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm exec vite preview',
      url: `http://localhost:${appPort}/`,
      env: { PORT: String(appPort), SANDBOX_PORT: String(sandboxPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
