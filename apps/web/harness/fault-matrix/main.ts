/**
 * Fault matrix: every operation of the contract × {500, network error, timeout, malformed body, 429}, injected with
 * the sandbox's faults (scoped to the cell's browser context) while the screen that uses the operation opens, or
 * while its action runs. Each cell checks the page stays usable, the player is told where the spec says so (and not
 * where failures are silent), typed input survives, no uncaught error reaches the console, and that the player's
 * retry succeeds once the fault clears. An operation's kinds run as one chain on one page (run-cell.ts): each retry
 * meets the next kind, the last one none. Operations come from `openapi/`; one without a driver (cells/) or a
 * reason in not-called.ts fails the run. `pnpm --filter @casino/web faults`; needs apps/web/dist.
 */
import { request as playwrightRequest, type Browser } from '@playwright/test';
import { DEFAULT_TIMEOUT_MS } from '@casino/adapters/api-defaults';
import { launch, signIn } from '../lib/browser.ts';
import { runHarness } from '../lib/budgets.ts';
import { requireDist } from '../lib/paths.ts';
import { seconds, slotPool } from '../lib/pool.ts';
import { startServers } from '../lib/servers.ts';
import { table } from '../lib/table.ts';
import type { Driver } from './cell.ts';
import { DRIVERS } from './cells/index.ts';
import { contractOperations } from './contract.ts';
import { HOLD_MS, KINDS, type Kind } from './kinds.ts';
import { NOT_CALLED } from './not-called.ts';
import { runOperation, type Env, type Idle } from './run-cell.ts';

/**
 * Chains at a time. A chain's timeout cell no longer waits the client's deadline in real time (deadlines.ts), so a
 * chain is mostly page work: more chains than cores only make each page slower to load. The waits left on the clock
 * (a preloaded call's real deadline, a game's start deadline) hand their slot on while they last: with four chains
 * waiting at once, the two cores once sat idle for over a minute.
 */
const PARALLEL = Number(process.env.FAULTS_PARALLEL ?? 4);
/**
 * The order of a chain: the quick kinds, then the timeout. Each kind's retry meets the next; the timeout comes last so
 * the call it holds is let go after the final retry, as in a timeout cell of its own, and its wait costs one page
 * load instead of a context, a player and a page of its own.
 */
const CHAIN: readonly Kind[] = ['500', 'network', 'malformed', '429', 'timeout'];
/** Narrow a local run: FAULTS_ONLY=regex over "operation kind" (e.g. "^bonuses\\. (500|429)"). */
const ONLY = process.env.FAULTS_ONLY ? new RegExp(process.env.FAULTS_ONLY) : undefined;

const whoName = (d: Driver) => (typeof d.who === 'object' ? 'fresh player' : d.who === 'demo' ? 'demo player' : 'guest');

async function main(): Promise<number> {
  requireDist('faults');
  const started = Date.now();
  const operations = contractOperations();
  const ids = new Set(operations.map((o) => o.id));
  const problems: string[] = [];
  const byOp = new Map<string, Driver>();
  for (const d of DRIVERS) {
    if (!ids.has(d.op)) problems.push(`driver for ${d.op}: no such operation in the contract`);
    if (byOp.has(d.op)) problems.push(`two drivers for ${d.op}`);
    byOp.set(d.op, d);
  }
  for (const op of Object.keys(NOT_CALLED)) {
    if (!ids.has(op)) problems.push(`not-called.ts lists ${op}: no such operation in the contract`);
    if (byOp.has(op)) problems.push(`${op} is both driven and listed as never called`);
  }
  const uncovered = operations.filter((o) => !byOp.has(o.id) && !(o.id in NOT_CALLED)).map((o) => o.id);
  for (const op of uncovered) problems.push(`${op}: no cell driver (cells/) and no reason in not-called.ts`);

  const servers = await startServers();
  let browser: Browser | undefined;
  try {
    const api = await playwrightRequest.newContext({ baseURL: servers.baseUrl });
    browser = await launch();
    const demo = await browser.newContext({ baseURL: servers.baseUrl });
    await signIn(demo.request);
    const env: Env = { browser, api, baseUrl: servers.baseUrl, operations, demoState: await demo.storageState() };
    await demo.close();

    const drivers = operations.map((o) => byOp.get(o.id)).filter((d): d is Driver => !!d);
    const cells = drivers.flatMap((d) => KINDS.map((kind) => [d, kind] as const)).filter(([d, k]) => !ONLY || ONLY.test(`${d.op} ${k}`));
    console.log(`fault matrix: ${drivers.length} driven operations × ${KINDS.join(', ')}; timeout = the call held up to ${HOLD_MS} ms, past the client's ${DEFAULT_TIMEOUT_MS} ms deadline; ${cells.length} cells as one chain per operation (${CHAIN.join(' → ')}), ${PARALLEL} chains at a time`);
    // per operation: its kinds as one chain in one context
    const chains = drivers.map((d) => [d, CHAIN.filter((k) => cells.some(([c, ck]) => c === d && ck === k))] as const).filter(([, kinds]) => kinds.length);
    // each operation's outcome as it comes, so a long or stopped run still shows where it got to
    const runLogged = async ([d, kinds]: readonly [Driver, readonly Kind[]], idle: Idle) => {
      const done = await runOperation(env, d, kinds, idle);
      console.log(`  ${seconds(Date.now() - started).padStart(8)}  ${d.op}: ${done.map((r) => `${r.kind} ${r.problems.length ? 'FAIL' : 'ok'}`).join(', ')}`);
      return done;
    };
    const results = (await slotPool(chains, PARALLEL, runLogged)).flat();
    await api.dispose();

    const mark = (d: Driver, k: Kind) => {
      const r = results.find((x) => x.driver === d && x.kind === k);
      return !r ? '—' : r.problems.length ? 'FAIL' : 'ok';
    };
    console.log(`\nper operation × kind: ok = usable page, the message (or silence) the spec expects, typed input kept, no uncaught error, a working retry\n`);
    console.log(table(['operation', 'user', 'screen', ...KINDS], drivers.filter((d) => results.some((r) => r.driver === d)).map((d) => [d.op, whoName(d), `${d.screen}${d.action ? ' (action)' : ''}`, ...KINDS.map((k) => mark(d, k))])));
    const failing = results.filter((r) => r.problems.length);
    if (process.env.FAULTS_TIMES) for (const r of results) console.log(`  ${r.driver.op} ${r.kind}: ${seconds(r.ms)}`);
    if (failing.length) {
      console.log('\nfailing cells:');
      for (const r of failing) console.log(`  ${r.driver.op} ${r.kind}\n${r.problems.map((p) => `      ${p}`).join('\n')}`);
    }
    // an operation listed as never called must stay so
    for (const op of Object.keys(NOT_CALLED)) if (results.some((r) => r.seen.has(op))) problems.push(`${op} is listed in not-called.ts but a page called it`);
    if (ONLY) problems.splice(0, problems.length, ...problems.filter((p) => !p.includes('no cell driver')));
    const again = results.filter((r) => r.again);
    if (again.length) console.log(`\ncells run a second time after a harness hiccup (${again.length}):\n${again.map((r) => `  ${r.driver.op} ${r.kind}: ${r.again}`).join('\n')}`);
    if (problems.length) console.log(`\nmatrix problems:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    const notCalled = Object.keys(NOT_CALLED).length;
    console.log(`\nfault matrix: ${operations.length} operations (${notCalled} not called by the app) × ${KINDS.length} kinds: cells tried ${results.length}, failing ${failing.length}, in ${seconds(Date.now() - started).replace(' s', '')} s`);
    return failing.length || problems.length ? 1 : 0;
  } finally {
    await browser?.close().catch(() => {});
    await servers.stop();
  }
}

runHarness('faults', main);
