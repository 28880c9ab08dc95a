import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// A free port chosen once by the runner; workers inherit it through the environment.
process.env.UI_E2E_PORT ||= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const port = Number(process.env.UI_E2E_PORT);

export default defineConfig({
  testDir: 'e2e',
  // Each worker keeps one page and switches stories in it (e2e/stories.spec.ts). A story's check waits on frames
  // between its variants, so two workers left the two cores 40 % idle: four took 66 s against 90 s (six: 76 s).
  workers: 4,
  fullyParallel: true,
  timeout: 60_000,
  reporter: process.env.CI ? 'line' : [['list']],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // Tight: a focus ring is a few hundred pixels; rendering on the same chromium is deterministic.
  expect: { toHaveScreenshot: { maxDiffPixels: 20, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's old headless shell when installed (scripts/bootstrap.sh): the same engine as the full browser
      // without its interface, lighter on two cores (apps/web/harness/lib/browser.ts says more)
      executablePath: process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium'),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--font-render-hinting=none',
        // short-lived pages: V8's optimising compilers cost more than they save (apps/web/harness/lib/browser.ts)
        '--js-flags=--no-opt --no-maglev'],
    },
  },
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
