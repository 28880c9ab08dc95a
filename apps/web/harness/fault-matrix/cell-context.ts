import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { PLAYER } from '../lib/browser.ts';
import type { Actor, Driver } from './cell.ts';
import type { Operation } from './contract.ts';
import { holdDeadlines } from './deadlines.ts';

/** What every operation's run shares: the browser, the app's origin and the contract's operations. */
export interface Env {
  readonly browser: Browser;
  /** Requests to the app origin outside any browser context (faults, fresh players). */
  readonly api: APIRequestContext;
  readonly baseUrl: string;
  readonly operations: readonly Operation[];
  /** The demo player's signed-in cookies, so a cell opens its context without a sign-in of its own. */
  readonly demoState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** Replaces the scope's faults with `body` (none when undefined). */
export async function setFault(api: APIRequestContext, scope: string, body: object | undefined): Promise<void> {
  const cleared = await api.delete(`/__sandbox/faults?scope=${scope}`);
  if (!cleared.ok()) throw new Error(`DELETE /__sandbox/faults: ${cleared.status()}`);
  if (!body) return;
  const added = await api.post('/__sandbox/faults', { data: { ...body, scope } });
  if (!added.ok()) throw new Error(`POST /__sandbox/faults ${JSON.stringify(body)}: ${added.status()} ${await added.text()}`);
}

/** Whether the scope still has faults waiting (a hold nobody's call has taken). */
export const faultsLeft = async (api: APIRequestContext, scope: string): Promise<boolean> =>
  ((await (await api.get(`/__sandbox/faults?scope=${scope}`)).json()) as unknown[]).length > 0;

/** Lets the scope's held calls go; resolves once the sandbox has answered them. */
export const release = (api: APIRequestContext, scope: string) => api.post(`/__sandbox/faults/release?scope=${scope}`).then(() => {}, () => {});

export const DEMO: Actor = { email: PLAYER.login, password: PLAYER.password };

/** A fresh sandbox player, signed in in the context (its session cookie replaces the one before). */
export async function freshPlayer(env: Env, spec: object, context: BrowserContext): Promise<Actor> {
  const made = await env.api.post('/__sandbox/players', { data: spec });
  if (made.status() !== 201) throw new Error(`POST /__sandbox/players: ${made.status()} ${await made.text()}`);
  const actor = (await made.json()) as Actor;
  const login = await context.request.post('/api/auth.login', { multipart: { login: actor.email, password: actor.password } });
  if (!login.ok()) throw new Error(`auth.login for a fresh player: ${login.status()}`);
  return actor;
}

/** The operation's context: the driver's user, the operation's fault scope, the seeded popups already seen. */
export async function openContext(env: Env, driver: Driver, scope: string): Promise<BrowserContext> {
  const context = await env.browser.newContext({
    baseURL: env.baseUrl,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    // as in the browser tests: the carousel and the jackpot totals stand still instead of animating on every cell's page
    reducedMotion: 'reduce',
    storageState: driver.who === 'demo' ? env.demoState : undefined,
  });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  await context.addCookies([{ name: 'sandbox_scope', value: scope, url: env.baseUrl }]);
  // the campaign popups and the deposit-limit prompt would cover the screen under test (as in the browser tests)
  await context.addInitScript(() => {
    localStorage.setItem('campaign_popups_seen', JSON.stringify(['welcome', 'deposit-boost', 'summer-drop']));
    localStorage.setItem('deposit_limit_prompt_seen', 'true');
  });
  await holdDeadlines(context);
  return context;
}
