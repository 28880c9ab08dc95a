import type { BrowserContext, Locator, Page } from '@playwright/test';
import { DEFAULT_TIMEOUT_MS } from '@casino/adapters/api-defaults';
import { trackNetwork } from '../lib/browser.ts';
import { collectErrors, navigateAway, usable } from '../lib/page-checks.ts';
import { watchCalls } from './calls.ts';
import type { Actor, Driver } from './cell.ts';
import { DEMO, faultsLeft, freshPlayer, openContext, release, setFault, type Env } from './cell-context.ts';
import { passDeadlines } from './deadlines.ts';
import { faultFor, type Kind } from './kinds.ts';

export type { Env } from './cell-context.ts';

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
/**
 * A held call has timed out for the player once the client's deadline has passed since the sandbox took it, and a
 * little more: a call the page preloads (`<link rel=preload>`: the locales, the account) is sent before the app's
 * client asks for it, and its request stays open after the client gave up (a preload cannot be aborted).
 */
const DEADLINE_GRACE_MS = 8_000;

/** The generic clear message: an alert, the cashier's money error, or words that say the thing failed. */
const MESSAGE = /could not|couldn['’]t|try again|went wrong|not available|unavailable|too many|failed|no connection/i;
const genericMessage = (page: Page): Locator =>
  page.locator('[role=alert]:visible, [role=alertdialog]:visible, [data-money-error]:visible').filter({ hasText: /\S/ }).or(page.getByText(MESSAGE).locator('visible=true'));

let scopes = 0;

/** Hands the chain's slot to another chain while `wait` only waits on the clock (lib/pool.ts `slotPool`). */
export type Idle = <W>(wait: () => Promise<W>) => Promise<W>;

/** The page of one operation's chain, and what the checks need to know about it. */
interface Stage {
  readonly page: Page;
  readonly actor: Actor;
  readonly screen: string;
  readonly net: ReturnType<typeof trackNetwork>;
  readonly calls: ReturnType<typeof watchCalls>;
  readonly idle: Idle;
  /** The control the action presses (and the key it is pressed with), and the fields the player typed into. */
  press?: Locator;
  key?: string;
  fields: readonly Locator[];
  /** What the fields held when the player last pressed. */
  typed: Array<{ field: Locator; value: string }>;
}

/**
 * A timeout cell's call: the sandbox has taken the hold (the scope's fault is used up), the client's deadline passes
 * (deadlines.ts), and then the client gave up on it (the browser ended it as failed) or its deadline and a grace
 * passed. Another call of the same operation ending meanwhile (a screen that asks twice) is not the held one. False
 * when the hold was never taken.
 */
async function timedOut(env: Env, scope: string, stage: Stage, mark: number, op: string): Promise<boolean> {
  const until = Date.now() + WITHIN_MS;
  while ((await faultsLeft(env.api, scope)) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  if (await faultsLeft(env.api, scope)) return false;
  const operation = env.operations.find((o) => o.id === op);
  if (!operation) throw new Error(`${op} is not an operation of the contract`);
  const passed = await passDeadlines(stage.page.context(), operation);
  const ended = () => stage.calls.next(mark, DEFAULT_TIMEOUT_MS + DEADLINE_GRACE_MS, 'failed');
  // a preloaded call keeps its real deadline: the chain only waits for the clock, and another chain may use the time
  await (passed ? ended() : stage.idle(ended));
  return true;
}

const layout = (driver: Driver) => (driver.bare ? 'any' : 'with header');

/** Opens the screen, or opens it and runs the action up to the press, with `kind`'s fault in place for the call. */
async function firstFailure(env: Env, scope: string, driver: Driver, stage: Stage, kind: Kind): Promise<number> {
  const { page, net, calls } = stage;
  if (!driver.action) {
    const mark = calls.mark();
    await setFault(env.api, scope, faultFor(kind, driver.op));
    await page.goto(stage.screen, { waitUntil: driver.after || kind !== 'timeout' ? 'load' : 'commit' });
    await driver.after?.(page);
    return mark;
  }
  await driver.action.prepare?.(page, stage.actor);
  await page.goto(stage.screen, { waitUntil: 'load' });
  // the screen's data first: a field filled before the form has its saved values would be reset by them
  await net.idle(300, 10_000);
  const control = await driver.action.open(page, stage.actor);
  stage.press = control.press;
  stage.key = control.key;
  stage.fields = control.typed ?? [];
  await snapshotTyped(stage);
  // calls the screen made while the action was being set up are not the action's (a check of a half-typed code)
  const mark = calls.mark();
  await setFault(env.api, scope, faultFor(kind, driver.op));
  await pressIt(stage, stage.press);
  return mark;
}

/** What the fields hold once they stay put: a field that formats as it is typed (a phone number) settles first. */
async function snapshotTyped(stage: Stage): Promise<void> {
  const read = () => Promise.all(stage.fields.map(async (field) => ({ field, value: await field.inputValue() })));
  let before = await read();
  for (let i = 0; i < 10; i += 1) {
    await new Promise((r) => setTimeout(r, 150));
    const now = await read();
    if (now.every((t, j) => t.value === before[j]!.value)) break;
    before = now;
  }
  stage.typed = before;
}

const pressIt = async ({ page, key }: Stage, control: Locator) => (key ? (await control.focus(), await page.keyboard.press(key)) : await control.click());

/** An action's retry up to the press: what `again` types anew, and the control to press. */
async function retryControl(driver: Driver, stage: Stage): Promise<Locator> {
  const control = driver.action!.again ? await driver.action!.again(stage.page, stage.actor) : stage.press!;
  // `again` may have typed anew (another e-mail): the fields must keep what they hold now
  await snapshotTyped(stage);
  return control;
}

/**
 * What the player does to try again: the action's control, the screen's "Try again", or a reload. A reload that meets
 * a held call goes on once the page has committed, as a timeout cell's first load does: a call the page preloads keeps
 * the load event waiting for it.
 */
async function retry(driver: Driver, stage: Stage, meets?: Kind): Promise<void> {
  const { page } = stage;
  if (driver.action) return pressIt(stage, await retryControl(driver, stage));
  if (driver.retry) return driver.retry(page, meets);
  const tryAgain = page.getByRole('button', { name: /try again/i }).first();
  if (!driver.startUp && (await tryAgain.isVisible())) return tryAgain.click();
  await page.goto(stage.screen, { waitUntil: driver.after || meets !== 'timeout' ? 'load' : 'commit' });
  await driver.after?.(page);
}

/** The checks of a failed call: a usable page, the message (or the silence) the spec expects, the typed input kept. */
async function failureChecks(driver: Driver, stage: Stage): Promise<string[]> {
  const { page, net } = stage;
  await net.idle(300, 3_000);
  const problems = await usable(page, layout(driver));
  const message = (driver.message ?? genericMessage)(page).first();
  if (driver.failure === 'message') {
    const shown = () => message.waitFor({ state: 'visible', timeout: driver.messageWithinMs ?? 15_000 }).then(() => true, () => false);
    // a message given a long time comes after the app's own deadline runs out (a game that never starts): a wait on the clock
    if (!(await (driver.messageWithinMs ? stage.idle(shown) : shown()))) problems.push('no message for the player');
  } else if (await message.isVisible()) problems.push(`a message where failures are silent: "${(await message.innerText()).slice(0, 80)}"`);
  for (const { field, value } of stage.typed) {
    const now = await field.inputValue().catch(() => '(field gone)');
    if (now !== value) problems.push(`typed input lost: "${value}" became "${now}"`);
  }
  if (driver.startUp && !problems.length) problems.push(...(await navigateAway(page, net)));
  return problems;
}

/**
 * An operation's kinds as one player meets them, on one page: the first kind fails the call as the screen opens (or
 * as the action runs); the player's retry meets the next kind's failure, and so on; the last retry, with the fault
 * cleared, must bring a successful call. Every kind gets the cell's checks (the page usable, the message or the
 * silence, the typed input kept, no uncaught error while it lasted), and every kind's retry must have made the call
 * again. One page load per operation instead of two per kind is what lets the matrix run in the test command; a
 * recovery that fails counts against every kind of the chain, since any of them may have broken it. The timeout comes
 * last (main.ts): the call it holds is let go only after the final retry.
 */
async function runChain(env: Env, context: BrowserContext, scope: string, driver: Driver, kinds: readonly Kind[], idle: Idle): Promise<CellResult[]> {
  let started = Date.now();
  const results: Array<{ kind: Kind; problems: string[]; ms: number }> = [];
  let seen: ReadonlySet<string> = new Set();
  let stopWatching = () => {};
  let errors: ReturnType<typeof collectErrors> | undefined;
  let errorsSeen = 0;
  const newErrors = async () => {
    if (!errors) return [];
    await errors.settle();
    const fresh = [...new Set(errors.counted.slice(errorsSeen))];
    errorsSeen = errors.counted.length;
    return fresh;
  };
  const trace = (kind: Kind, name: string) => process.env.FAULTS_TRACE && console.log(`    ${driver.op} ${kind} ${name} at ${Date.now() - started} ms`);
  try {
    const actor = typeof driver.who === 'object' ? await freshPlayer(env, driver.who.fresh, context) : DEMO;
    // a guest stays a guest: a retry may have signed in
    if (driver.who === 'guest') await context.clearCookies({ name: 'sid' });
    const page = await context.newPage();
    const screen = (await driver.prepare?.(page, actor)) || driver.screen;
    errors = collectErrors(page);
    const calls = watchCalls(page, env.operations, driver.op);
    seen = calls.seen;
    stopWatching = calls.stop;
    const stage: Stage = { page, actor, screen, net: trackNetwork(page), calls, idle, fields: [], typed: [] };

    for (const [i, kind] of kinds.entries()) {
      let mark: number;
      if (i === 0) mark = await firstFailure(env, scope, driver, stage, kind);
      else if (driver.action) {
        // as on the first press, the fault comes once the retry is typed: a check `again` sets off is not the action's
        const control = await retryControl(driver, stage);
        await setFault(env.api, scope, faultFor(kind, driver.op));
        mark = calls.mark();
        await pressIt(stage, control);
      } else {
        await setFault(env.api, scope, faultFor(kind, driver.op));
        mark = calls.mark();
        await retry(driver, stage, kind);
      }
      const call = kind === 'timeout' ? await timedOut(env, scope, stage, mark, driver.op) : await calls.next(mark, WITHIN_MS);
      trace(kind, 'call ended');
      const problems: string[] = [];
      if (!call) problems.push(i === 0 ? `${driver.op} was not called${driver.action ? ' by the action' : ` on ${screen}`}, or its call never ended` : `the retry after the ${kinds[i - 1]} failure made no ${driver.op} call, or it never ended`);
      problems.push(...(await failureChecks(driver, stage)));
      problems.push(...(await newErrors()));
      trace(kind, 'checked');
      results.push({ kind, problems, ms: Date.now() - started });
      started = Date.now();
    }

    // the fault clears; the player retries and the call must succeed
    const last = results[results.length - 1]!;
    await setFault(env.api, scope, undefined);
    const mark = calls.mark();
    if (last.kind === 'timeout' && driver.tookEffect) {
      // a call that timed out on the player's side still did its work (a logout ends the session): no retry is due
      await release(env.api, scope);
      if (!(await driver.tookEffect(page))) last.problems.push(`the timed-out ${driver.op} took no effect`);
    } else {
      await retry(driver, stage);
      if (!(await calls.next(mark, WITHIN_MS, 'ok'))) for (const r of results) r.problems.push(`the retry brought no successful ${driver.op} once the fault cleared${kinds.length > 1 ? ` (after ${kinds.join(', ')})` : ''}`);
      trace(last.kind, 'retried');
    }
    await stage.net.idle(200, 2_000);
    if (!last.problems.length) last.problems.push(...(await usable(page, layout(driver))).map((p) => `after the retry: ${p}`));
    last.problems.push(...(await newErrors()));
  } catch (error) {
    const problem = `harness: ${(error as Error).message.split('\n')[0]}`;
    for (const kind of kinds.slice(results.length)) results.push({ kind, problems: [], ms: 0 });
    results[results.length - 1]!.problems.push(problem);
    for (const r of results) if (!r.problems.length) r.problems.push(problem);
  } finally {
    stopWatching();
    // the held call goes on only now, after the retry: the backend was slow, the player did not wait for it
    if (kinds.includes('timeout')) await release(env.api, scope);
    await setFault(env.api, scope, undefined).catch(() => {});
    await Promise.all(context.pages().map((p) => p.close().catch(() => {})));
  }
  return results.map((r) => ({ driver, seen, ...r }));
}

/**
 * The cells of one operation in a browser context of its own. A harness hiccup (not an app problem) gets the chain
 * one more try, reported with the figures.
 */
export async function runOperation(env: Env, driver: Driver, kinds: readonly Kind[], idle: Idle): Promise<CellResult[]> {
  const scope = `matrix-${process.pid}-${(scopes += 1)}`;
  let context: BrowserContext | undefined;
  try {
    context = await openContext(env, driver, scope);
    const first = await runChain(env, context, scope, driver, kinds, idle);
    const hiccup = first.flatMap((r) => r.problems).find((p) => p.startsWith('harness:'));
    if (!hiccup) return first;
    await context.close().catch(() => {});
    context = await openContext(env, driver, scope);
    return (await runChain(env, context, scope, driver, kinds, idle)).map((r) => ({ ...r, again: hiccup }));
  } catch (error) {
    return kinds.map((kind) => ({ driver, kind, problems: [`harness: ${(error as Error).message.split('\n')[0]}`], seen: new Set<string>(), ms: 0 }));
  } finally {
    await context?.close().catch(() => {});
  }
}
