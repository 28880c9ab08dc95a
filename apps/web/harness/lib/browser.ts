import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Debian's browsers only (never `playwright install`). The browser suites run in the old headless shell (package
 * chromium-headless-shell): the same engine without the browser's own interface and its second renderer, a third
 * less CPU per test on two cores. The bench measures what players run, Debian's full chromium. A machine without the
 * shell runs the suites in the full browser. Overrides: CHROME_PATH (suites), BENCH_CHROME_PATH (bench).
 */
export const TEST_CHROMIUM = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
export const CHROMIUM = process.env.BENCH_CHROME_PATH ?? '/usr/bin/chromium';
/**
 * `--js-flags`: a test's page lives for seconds, too short for V8's optimising compilers to pay back what they cost in
 * background compiles; without them the same pages took about a tenth less time on two cores. The bench runs
 * Lighthouse in the full browser without these flags.
 */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--js-flags=--no-opt --no-maglev'];

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 });

/** The browser players run, for the bench's own measurements in Playwright: the full chromium, V8's compilers on. */
export const launchForBench = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--js-flags')), timeout: 60_000 });

/** The demo player of the sandbox (README). */
export const PLAYER = { login: 'demo@example.com', password: 'demo1234' };

export type User = 'guest' | 'player';
export type ThemeName = 'dark' | 'light';

export interface ContextOptions {
  readonly baseUrl: string;
  readonly user: User;
  readonly theme?: ThemeName;
}

/**
 * A browser context for one variant: the `theme` cookie and, for the player, a session signed in through the sandbox
 * (`POST /api/auth.login`, multipart `login`/`password`) with the context's request API so the cookie lands in it.
 */
export async function newContext(browser: Browser, { baseUrl, user, theme }: ContextOptions): Promise<BrowserContext> {
  // no service worker: each context would download the whole precache beside the pages under test
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  if (theme) await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
  if (user === 'player') await signIn(context.request);
  return context;
}

export async function signIn(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/auth.login', { multipart: { login: PLAYER.login, password: PLAYER.password } });
  const body = (await answer.json().catch(() => ({}))) as { data?: { status?: string } };
  if (!answer.ok() || body.data?.status !== 'SUCCESS') throw new Error(`auth.login for ${PLAYER.login} failed: ${answer.status()} ${JSON.stringify(body).slice(0, 300)}`);
}

/** JSON `data` of a GET through the app origin (the preview proxy reaches the sandbox). */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path);
  if (!answer.ok()) throw new Error(`GET ${path}: ${answer.status()}`);
  return ((await answer.json()) as { data: T }).data;
}

/** Resolves once no request of the page has been in flight for `quietMs` (or after `maxMs`). */
export function trackNetwork(page: Page): { idle: (quietMs?: number, maxMs?: number) => Promise<void>; inflight: () => number } {
  const pending = new Set<unknown>();
  let last = Date.now();
  const done = (r: unknown) => {
    pending.delete(r);
    last = Date.now();
  };
  page.on('request', (r) => {
    pending.add(r);
    last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    inflight: () => pending.size,
    idle: async (quietMs = 250, maxMs = 5_000) => {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline) {
        if (pending.size === 0 && Date.now() - last >= quietMs) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** Client-side navigation through the app's router (history + popstate), the way an in-app link moves. */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // React Router's browser history keeps { usr, key, idx } in history.state; a popstate with the next idx is a navigation.
    const previous = (window.history.state ?? {}) as { idx?: number };
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (previous.idx ?? 0) + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}
