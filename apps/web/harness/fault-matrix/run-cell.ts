import type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request } from '@playwright/test';
import { PLAYER, trackNetwork } from '../lib/browser.ts';
import { collectErrors, navigateAway, usable } from '../lib/page-checks.ts';
import { watchCalls } from './calls.ts';
import type { Actor, Driver } from './cell.ts';
import type { Operation } from './contract.ts';
import { faultFor, PAST_DEADLINE_MS, type Kind } from './kinds.ts';

export interface Env {
  readonly browser: Browser;
  /** Requests to the app origin outside any browser context (faults, fresh players). */
  readonly api: APIRequestContext;
  readonly baseUrl: string;
  readonly operations: readonly Operation[];
  /** The demo player's signed-in cookies, so a cell opens its context without a sign-in of its own. */
  readonly demoState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

export interface CellResult {
  readonly driver: Driver;
  readonly kind: Kind;
  readonly problems: string[];
  /** Operations the page called (for the check that the "never called" list is true). */
  readonly seen: ReadonlySet<string>;
  readonly ms: number;
  /** Why the cell ran a second time (a harness hiccup on the first try), if it did. */
  readonly again?: string;
}

/** How long a fault may take to reach the page's call and end (a busy machine loads a screen slowly). */
const WITHIN_MS = 30_000;

/** The generic clear message: an alert, the cashier's money error, or words that say the thing failed. */
const MESSAGE = /could not|couldn['’]t|try again|went wrong|not available|unavailable|too many|failed|no connection/i;
export const genericMessage = (page: Page): Locator =>
  page.locator('[role=alert]:visible, [role=alertdialog]:visible, [data-money-error]:visible').filter({ hasText: /\S/ }).or(page.getByText(MESSAGE).locator('visible=true'));

let scopes = 0;

async function setFault(api: APIRequestContext, scope: string, body: object | undefined): Promise<void> {
  const cleared = await api.delete(`/__sandbox/faults?scope=${scope}`);
  if (!cleared.ok()) throw new Error(`DELETE /__sandbox/faults: ${cleared.status()}`);
  if (!body) return;
  const added = await api.post('/__sandbox/faults', { data: { ...body, scope } });
  if (!added.ok()) throw new Error(`POST /__sandbox/faults ${JSON.stringify(body)}: ${added.status()} ${await added.text()}`);
}

/** Waits until the sandbox has taken the scope's faults (a held call has reached it). */
async function handedOut(api: APIRequestContext, scope: string): Promise<void> {
  const deadline = Date.now() + WITHIN_MS;
  while (Date.now() < deadline && ((await (await api.get(`/__sandbox/faults?scope=${scope}`)).json()) as unknown[]).length) await new Promise((r) => setTimeout(r, 100));
}

/** Lets the scope's held calls go; resolves once the sandbox has answered them. */
const release = (api: APIRequestContext, scope: string) => api.post(`/__sandbox/faults/release?scope=${scope}`).then(() => {}, () => {});

interface Shared {
  readonly context: BrowserContext;
  readonly scope: string;
}

const DEMO: Actor = { email: PLAYER.login, password: PLAYER.password };

/** A fresh sandbox player, signed in in the context (its session cookie replaces the one before). */
async function freshPlayer(env: Env, spec: object, context: BrowserContext): Promise<Actor> {
  const made = await env.api.post('/__sandbox/players', { data: spec });
  if (made.status() !== 201) throw new Error(`POST /__sandbox/players: ${made.status()} ${await made.text()}`);
  const actor = (await made.json()) as Actor;
  const login = await context.request.post('/api/auth.login', { multipart: { login: actor.email, password: actor.password } });
  if (!login.ok()) throw new Error(`auth.login for a fresh player: ${login.status()}`);
  return actor;
}

/** The operation's context: the driver's user, the operation's fault scope, the seeded popups already seen. */
async function open(env: Env, driver: Driver, scope: string): Promise<BrowserContext> {
  const context = await env.browser.newContext({
    baseURL: env.baseUrl,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
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
  return context;
}

/**
 * One cell: the operation fails with `kind` for this context only, on opening the screen or on the action; then the
 * checks (page usable, message or silence, typed input kept, no uncaught error), then the fault clears and the
 * player's retry must bring a successful call.
 */
async function runCell(env: Env, shared: Shared, driver: Driver, kind: Kind): Promise<CellResult> {
  const started = Date.now();
  const { context, scope } = shared;
  const problems: string[] = [];
  let seen: ReadonlySet<string> = new Set();
  let stopWatching = () => {};
  const errors: Array<ReturnType<typeof collectErrors>> = [];
  const step = (name: string) => process.env.FAULTS_TRACE && console.log(`    ${driver.op} ${kind} ${name} at ${Date.now() - started} ms`);
  try {
    const opened = { actor: typeof driver.who === 'object' ? await freshPlayer(env, driver.who.fresh, context) : DEMO };
    // a guest stays a guest: the previous kind's retry may have signed in
    if (driver.who === 'guest') await context.clearCookies({ name: 'sid' });
    const page = await context.newPage();
    step('context');
    const screen = (await driver.prepare?.(page, opened.actor)) || driver.screen;
    errors.push(collectErrors(page));
    const net = trackNetwork(page);
    const calls = watchCalls(page, env.operations, driver.op);
    seen = calls.seen;
    stopWatching = calls.stop;
    const fault = faultFor(kind, driver.op);
    let typed: Array<{ field: Locator; value: string }> = [];
    let press: Locator | undefined;
    let key: string | undefined;
    const pressIt = async (control: Locator) => (key ? (await control.focus(), await page.keyboard.press(key)) : await control.click());
    let mark = calls.mark();
    let sentBefore = calls.sent();
    // a timeout cell: the page's timers are Playwright's, so the client's deadline passes as soon as the call is sent
    if (kind === 'timeout') await page.clock.install();
    /** Other operations' calls that were loading when the clock jumped: their deadlines passed too. */
    const jumpedOver = new Set<Request>();
    const pastDeadline = async () => {
      if (kind !== 'timeout' || !(await calls.sentMore(sentBefore, WITHIN_MS))) return;
      // the sandbox holds the call before the clock moves: a call given up on before it got there would prove nothing
      await handedOut(env.api, scope);
      // a call the page preloads (`<link rel=preload>` of the locales) is sent before the app's client exists, whose
      // deadline starts only when it asks for the same address: the clock moves on again until the call has ended
      for (let jump = 0; jump < 5; jump += 1) {
        // the jump fires every timer of the page: what still loads beside the held call finishes first, or it would
        // time out too (a busy machine loads a screen's other calls slowly)
        await calls.othersSettled(10_000);
        for (const r of calls.othersInFlight()) jumpedOver.add(r);
        await page.clock.fastForward(PAST_DEADLINE_MS);
        if (await calls.next(mark, 1_000)) break;
      }
    };
    if (driver.action) {
      await driver.action.prepare?.(page, opened.actor);
      await page.goto(screen, { waitUntil: 'load' });
      // the screen's data first: a field filled before the form has its saved values would be reset by them
      await net.idle(300, 10_000);
      const control = await driver.action.open(page, opened.actor);
      press = control.press;
      key = control.key;
      typed = await Promise.all((control.typed ?? []).map(async (field) => ({ field, value: await field.inputValue() })));
      mark = calls.mark();
      // calls the screen made while the action was being set up are not the action's (a check of a half-typed code)
      sentBefore = calls.sent();
      await setFault(env.api, scope, fault);
      await pressIt(press);
      await pastDeadline();
    } else {
      await setFault(env.api, scope, fault);
      await page.goto(screen, { waitUntil: driver.after || kind !== 'timeout' ? 'load' : 'commit' });
      await driver.after?.(page);
      await pastDeadline();
    }
    const call = await calls.next(mark, WITHIN_MS);
    step('call ended');
    // a call of another operation that the jump timed out is the harness's doing, not the app's: the cell goes again
    const struck = [...jumpedOver].filter((r) => calls.failed(r));
    if (struck.length) throw new Error(`the clock jump also timed out ${struck.map((r) => new URL(r.url()).pathname).join(', ')}`);
    if (!call) problems.push(`${driver.op} was not called${driver.action ? ' by the action' : ` on ${screen}`}, or its call never ended`);
    else if (kind === 'timeout' && ((await (await env.api.get(`/__sandbox/faults?scope=${scope}`)).json()) as unknown[]).length) problems.push('harness: the injected hold was never handed out');
    await net.idle(300, 3_000);
    problems.push(...(await usable(page, driver.bare ? 'any' : 'with header')));
    step('usable');
    const message = (driver.message ?? genericMessage)(page).first();
    if (driver.failure === 'message') {
      if (!(await message.waitFor({ state: 'visible', timeout: driver.messageWithinMs ?? 15_000 }).then(() => true, () => false))) problems.push('no message for the player');
    } else if (await message.isVisible()) problems.push(`a message where failures are silent: "${(await message.innerText()).slice(0, 80)}"`);
    for (const { field, value } of typed) {
      const now = await field.inputValue().catch(() => '(field gone)');
      if (now !== value) problems.push(`typed input lost: "${value}" became "${now}"`);
    }
    if (driver.startUp && !problems.length) problems.push(...(await navigateAway(page, net)));
    step('checks');

    // the fault clears; the player retries and the call must succeed
    await setFault(env.api, scope, undefined);
    mark = calls.mark();
    if (kind === 'timeout' && driver.tookEffect) {
      await release(env.api, scope);
      if (!(await driver.tookEffect(page))) problems.push(`the timed-out ${driver.op} took no effect`);
      await net.idle(200, 2_000);
      if (!problems.length) problems.push(...(await usable(page, driver.bare ? 'any' : 'with header')).map((p) => `afterwards: ${p}`));
      return { driver, kind, problems, seen, ms: Date.now() - started };
    }
    if (driver.action) {
      const again = driver.action.again ? await driver.action.again(page, opened.actor) : press!;
      await pressIt(again);
    } else if (driver.retry) await driver.retry(page);
    else {
      const tryAgain = page.getByRole('button', { name: /try again/i }).first();
      if (!driver.startUp && (await tryAgain.isVisible())) await tryAgain.click();
      else {
        await page.goto(screen, { waitUntil: 'load' });
        await driver.after?.(page);
      }
    }
    const retried = await calls.next(mark, WITHIN_MS, true);
    step('retried');
    if (!retried) problems.push(`the retry brought no successful ${driver.op}`);
    await net.idle(200, 2_000);
    if (!problems.length) problems.push(...(await usable(page, driver.bare ? 'any' : 'with header')).map((p) => `after the retry: ${p}`));
  } catch (error) {
    problems.push(`harness: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    stopWatching();
    // the held call goes on only now, after the retry: the backend was slow, the player did not wait for it
    if (kind === 'timeout') await release(env.api, scope);
    await setFault(env.api, scope, undefined).catch(() => {});
    for (const log of errors) {
      await log.settle();
      problems.push(...new Set(log.counted));
    }
    await Promise.all(context.pages().map((p) => p.close().catch(() => {})));
  }
  return { driver, kind, problems, seen, ms: Date.now() - started };
}

/**
 * The cells of one operation, one kind after the other in one browser context: the context's cache keeps the app's
 * scripts, so each cell's page loads without downloading and compiling them again (the slow part on two cores).
 */
export async function runOperation(env: Env, driver: Driver, kinds: readonly Kind[]): Promise<CellResult[]> {
  const scope = `matrix-${process.pid}-${(scopes += 1)}`;
  const results: CellResult[] = [];
  let context: BrowserContext | undefined;
  try {
    context = await open(env, driver, scope);
    for (const kind of kinds) {
      const first = await runCell(env, { context, scope }, driver, kind);
      // a harness hiccup (not an app problem) gets one more try, reported with the figures
      const hiccup = first.problems.find((p) => p.startsWith('harness:'));
      results.push(hiccup ? { ...(await runCell(env, { context, scope }, driver, kind)), again: hiccup } : first);
    }
  } catch (error) {
    for (const kind of kinds.slice(results.length)) results.push({ driver, kind, problems: [`harness: ${(error as Error).message.split('\n')[0]}`], seen: new Set(), ms: 0 });
  } finally {
    await context?.close().catch(() => {});
  }
  return results;
}
