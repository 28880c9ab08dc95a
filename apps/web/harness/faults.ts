/**
 * Fault harness: every call a plain load of `/` makes (a guest's, and those of a player's that differ; /api, /nfx,
 * /content) fails in turn — 500, network error, malformed body, and a delay longer than the SDK's client timeout —
 * through the sandbox's fault injection. Each time the page must stay usable (header, main landmark, visible text,
 * navigation to another route works) and no uncaught error may reach the console. Each run's fault is scoped to its
 * own browser context (the sandbox's `sandbox_scope` cookie), so runs go side by side.
 * `pnpm --filter @casino/web faults`; needs apps/web/dist.
 */
import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { DEFAULT_TIMEOUT_MS } from '@casino/adapters/api-defaults';
import { BudgetReport, loadBudgets, runHarness } from './lib/budgets.ts';
import { launch, newContext, trackNetwork, type User } from './lib/browser.ts';
import { requireDist } from './lib/paths.ts';
import { pool, retryOnce, seconds } from './lib/pool.ts';
import { startServers } from './lib/servers.ts';
import { table } from './lib/table.ts';
import { collectErrors, navigateAway, usable } from './lib/page-checks.ts';

type Kind = '500' | 'network' | 'malformed' | 'timeout';
const KINDS: readonly Kind[] = ['500', 'network', 'malformed', 'timeout'];
const BACKEND = /^\/(api|nfx|content)\//;
/** Calls whose answer depends on who is signed in: failed for the player too. */
const SESSION_CALLS = ['/api/account.getInfo'];

const DELAY_MS = Number(process.env.FAULTS_DELAY_MS ?? DEFAULT_TIMEOUT_MS + 2_000);
/** How long a page may take to make the call under test at all. */
const CALL_WITHIN_MS = 45_000;
/**
 * Runs side by side: pages that fail fast keep the two cores busy; a timeout run mostly waits for its delay, so a
 * few of them go alongside the quick ones (their waiting fills the gaps) instead of after them.
 */
const PARALLEL = Number(process.env.FAULTS_PARALLEL ?? 2);
const TIMEOUT_PARALLEL = Number(process.env.FAULTS_TIMEOUT_PARALLEL ?? 4);
/** Narrow a local run: FAULTS_ONLY=regex over "user path kind" (e.g. "guest /nfx/.* 500"). */
const ONLY = process.env.FAULTS_ONLY ? new RegExp(process.env.FAULTS_ONLY) : undefined;
const selected = (call: Call, kind: Kind) => !ONLY || ONLY.test(`${call.user} ${call.path} ${kind}`);

interface Call {
  readonly user: User;
  readonly method: string;
  readonly path: string;
}
interface Outcome {
  readonly call: Call;
  readonly kind: Kind;
  readonly problems: string[];
  /** Counted errors (exceptions). */
  readonly errors: string[];
  /** Handled failures the app logged with console.error (not counted). */
  readonly logged: string[];
  readonly ms: number;
}

const fault = (kind: Kind, path: string) =>
  kind === '500' ? { method: path, status: 500, times: -1 }
  : kind === 'network' ? { method: path, error: 'network', times: -1 }
  : kind === 'malformed' ? { method: path, body: 'malformed', times: -1 }
  : { method: path, delayMs: DELAY_MS, times: 1 };

let runs = 0;

/** Replaces the faults of one scope (the run's own; only its page carries the scope cookie). */
async function setFault(api: APIRequestContext, scope: string, body: object | undefined): Promise<void> {
  const cleared = await api.delete(`/__sandbox/faults?scope=${scope}`);
  if (!cleared.ok()) throw new Error(`DELETE /__sandbox/faults: ${cleared.status()}`);
  if (!body) return;
  const added = await api.post('/__sandbox/faults', { data: { ...body, scope } });
  if (!added.ok()) throw new Error(`POST /__sandbox/faults ${JSON.stringify(body)}: ${added.status()} ${await added.text()}`);
}

/** Requests under /api, /nfx and /content during a plain load of `/`. */
async function discover(context: BrowserContext, user: User): Promise<Call[]> {
  const page = await context.newPage();
  const net = trackNetwork(page);
  const seen = new Map<string, Call>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (BACKEND.test(url.pathname) && !seen.has(url.pathname)) seen.set(url.pathname, { user, method: r.method(), path: url.pathname });
  });
  await retryOnce(() => page.goto('/', { waitUntil: 'load' }));
  await net.idle(500, 10_000);
  await page.close();
  return [...seen.values()];
}

/**
 * One run: a fresh context (the app caches some answers in storage, and a warm context would skip the call) with its
 * own fault scope, so runs go side by side without meeting each other's faults.
 */
async function runOne(fresh: () => Promise<BrowserContext>, api: APIRequestContext, baseUrl: string, call: Call, kind: Kind): Promise<Outcome> {
  const started = Date.now();
  const scope = `faults-${(runs += 1)}`;
  const context = await fresh();
  await context.addCookies([{ name: 'sandbox_scope', value: scope, url: baseUrl }]);
  const page = await context.newPage();
  // How long this page's own call to the path took (undefined: never made).
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const settled = new Promise<number | undefined>((done) => {
    const t0 = new Map<unknown, number>();
    // a late call (a widget under the rows) can start well after the load when eight pages share two cores: the
    // clock for its answer starts with the call, and a page gets its own while it has not called yet
    page.on('request', (r) => {
      if (new URL(r.url()).pathname !== call.path || t0.size) return;
      t0.set(r, Date.now());
      clearTimeout(giveUp);
      giveUp = setTimeout(() => done(undefined), DELAY_MS + 15_000);
    });
    const end = (r: unknown) => t0.has(r) && done(Date.now() - t0.get(r)!);
    page.on('requestfinished', end);
    page.on('requestfailed', end);
    giveUp = setTimeout(() => done(undefined), CALL_WITHIN_MS);
  });
  const errors = collectErrors(page);
  const net = trackNetwork(page);
  const problems: string[] = [];
  try {
    await setFault(api, scope, fault(kind, call.path));
    await page.goto('/', { waitUntil: kind === 'timeout' ? 'commit' : 'load' });
    const took = await settled;
    if (took === undefined) problems.push(`the page did not call ${call.path} within ${CALL_WITHIN_MS / 1000} s, or its call never ended`);
    // The delay (times: 1) must have reached this page's call. Its duration as the browser reports it is no proof: on
    // a busy machine a request can wait for a free connection after the app's deadline has started counting.
    else if (kind === 'timeout' && ((await (await api.get(`/__sandbox/faults?scope=${scope}`)).json()) as unknown[]).length) problems.push('harness: the injected delay was never handed out');
    await net.idle(300, 10_000);
    problems.push(...(await usable(page)));
    if (!problems.length) problems.push(...(await navigateAway(page, net)));
    await net.idle(300, 3_000);
  } catch (error) {
    problems.push(`harness: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    clearTimeout(giveUp);
    await setFault(api, scope, undefined).catch(() => {});
    await errors.settle();
    await context.close().catch(() => {});
  }
  return { call, kind, problems, errors: [...new Set(errors.counted)], logged: [...new Set(errors.logged)], ms: Date.now() - started };
}

async function main(): Promise<number> {
  requireDist('faults');
  const budgets = loadBudgets();
  const started = Date.now();
  const servers = await startServers();
  let browser: Browser | undefined;
  try {
    const api = await playwrightRequest.newContext({ baseURL: servers.baseUrl });
    browser = await launch();
    const fresh = (user: User) => newContext(browser!, { baseUrl: servers.baseUrl, user });
    await api.delete('/__sandbox/faults');
    const calls: Call[] = [];
    for (const user of ['guest', 'player'] as const) {
      const context = await fresh(user);
      const found = await discover(context, user);
      // A call a guest's page makes too goes through the same handling for a player; the player repeats only the
      // calls a guest never makes and the session call, whose answer is what differs.
      calls.push(...found.filter((c) => user === 'guest' || SESSION_CALLS.includes(c.path) || !calls.some((g) => g.path === c.path)));
      await context.close();
    }
    console.log(`faults: ${calls.length} calls on a plain load of / (guest ${calls.filter((c) => c.user === 'guest').length}, player ${calls.filter((c) => c.user === 'player').length}: the session call and those a guest does not make) × ${KINDS.join(', ')}; timeout = delay ${DELAY_MS} ms > client timeout ${DEFAULT_TIMEOUT_MS} ms`);
    for (const c of calls) console.log(`  ${c.user.padEnd(6)} ${c.method} ${c.path}`);

    // Control: without faults the same checks must pass, or the harness (not the app's fault handling) is wrong.
    const outcomes: Outcome[] = [];
    for (const user of ['guest', 'player'] as const) {
      const context = await fresh(user);
      const page = await context.newPage();
      const errors = collectErrors(page);
      const net = trackNetwork(page);
      await page.goto('/', { waitUntil: 'load' });
      await net.idle(300, 10_000);
      const problems = [...(await usable(page)), ...(await navigateAway(page, net))];
      await errors.settle();
      await context.close();
      outcomes.push({ call: { user, method: '—', path: '(no fault)' }, kind: '500', problems, errors: errors.counted, logged: errors.logged, ms: 0 });
    }
    const control = outcomes.splice(0);

    // a harness hiccup (not an app problem) gets one more try
    const run = async ([call, kind]: readonly [Call, Kind]) => {
      const outcome = await runOne(() => fresh(call.user), api, servers.baseUrl, call, kind);
      return outcome.problems.some((p) => p.startsWith('harness:')) ? runOne(() => fresh(call.user), api, servers.baseUrl, call, kind) : outcome;
    };
    const quick = calls.flatMap((call) => (['500', 'network', 'malformed'] as const).map((kind) => [call, kind] as const)).filter(([c, k]) => selected(c, k));
    const slow = calls.filter((c) => selected(c, 'timeout')).map((call) => [call, 'timeout'] as const);
    const timed = async <T>(label: string, work: Promise<T[]>, parallel: number) => {
      const result = await work;
      console.log(`  ${label}: ${result.length} runs done at ${seconds(Date.now() - started)}, ${parallel} at a time`);
      return result;
    };
    const [fast, late] = await Promise.all([
      timed('500/network/malformed', pool(quick, PARALLEL, run), PARALLEL),
      timed('timeout', pool(slow, TIMEOUT_PARALLEL, run), TIMEOUT_PARALLEL),
    ]);
    outcomes.push(...fast, ...late);

    const report = new BudgetReport();
    const mark = (o: Outcome | undefined) => (!o ? '—' : o.problems.length || o.errors.length > budgets.faultErrors ? `FAIL(${o.problems.length + o.errors.length})` : 'ok');
    console.log('\ncontrol (no fault): ' + control.map((c) => `${c.call.user} ${mark(c)}${c.problems.length || c.errors.length ? ` ${[...c.problems, ...c.errors].join('; ')}` : ''}`).join(', '));
    console.log('\nper call × fault: ok = header, main and text render, navigation works, no uncaught error\n');
    console.log(table(['user', 'call', ...KINDS], calls.map((call) => [call.user, `${call.method} ${call.path}`, ...KINDS.map((k) => mark(outcomes.find((o) => o.call === call && o.kind === k)))])));

    for (const c of control) report.add(`control ${c.call.user} without faults`, !c.problems.length && !c.errors.length, [...c.problems, ...c.errors].join('; ') || 'ok');
    const failures: string[] = [];
    for (const o of outcomes) {
      const name = `${o.call.user} ${o.call.path} ${o.kind}`;
      report.add(`${name}: page usable`, !o.problems.length, o.problems.join('; ') || 'ok');
      report.max(`${name}: uncaught errors`, o.errors.length, budgets.faultErrors);
      if (o.problems.length || o.errors.length) failures.push(`  ${name}\n${[...o.problems, ...o.errors].map((p) => `      ${p}`).join('\n')}`);
    }
    if (failures.length) console.log(`\nfailures:\n${failures.join('\n')}`);
    const logged = new Map<string, string[]>();
    for (const o of outcomes) for (const l of o.logged) logged.set(l.replace(/\{.*$/, '{…}'), [...(logged.get(l.replace(/\{.*$/, '{…}')) ?? []), `${o.call.user} ${o.call.path} ${o.kind}`]);
    if (logged.size) {
      console.log('\nhandled failures the app logged with console.error (not counted: no exception):');
      for (const [line, where] of logged) console.log(`  ${line}  — ${where.length} run(s), e.g. ${where[0]}`);
    }
    console.log(`\n${outcomes.length} fault runs in ${seconds(Date.now() - started)}`);
    await api.dispose();
    return report.finish(false);
  } finally {
    await browser?.close().catch(() => {});
    await servers.stop();
  }
}

runHarness('faults', main);
