/**
 * Benchmark: production build sizes (initial JS/CSS of `/` from dist/index.html, lazy chunks per route screen from
 * Vite's manifest: size and number of chunks, also with the parts a screen's first render loads at an address) and
 * Lighthouse (mobile) scores for `/` (without and with the sandbox's chat and analytics), `/gamehall`, a promotion,
 * `/game/{sysname}` and, signed in as a sandbox player, the player's screens (cashier, bonuses, settings, loyalty
 * shop), against budgets.json, served by the production server
 * (server/main.ts); a field check of interactions on the player's forms (INP at 4× CPU slowdown: lib/inp.ts); then
 * the load one server process takes (requests per second, p95 latency, memory: harness/load.ts, printed only).
 * `pnpm bench` (root) or `pnpm --filter @casino/web bench`; needs apps/web/dist. BENCH_RUNS=n takes the median of n
 * Lighthouse runs per page (default 5); BENCH_REPORTS=dir keeps each run's JSON report there; BENCH_INP_TRIES=n
 * tries per interaction (default 3); BENCH_SKIP_LIGHTHOUSE, BENCH_SKIP_INP, BENCH_SKIP_LOAD leave a part out. Not
 * part of the test command: Lighthouse is slow.
 *
 * Why five: Lighthouse's simulated throttling scales what one real run observed, so a run whose first frame or
 * start-up tasks landed unluckily moves a median of three. (The largest such effect, a first frame drawn a second
 * late in one run of three, came from the browser's scrollbar fade and is gone: see CHROME_FLAGS in lib/lighthouse.ts.)
 *
 * Beside the app it builds and measures a floor page (apps/web/floor: the same stack rendering the same static home
 * markup, no features) in the same run. Each page's performance score and LCP are printed next to the floor's and
 * gated against it (budgets.json `lighthouse.floor`), so a loaded machine, which slows both alike, does not move the
 * verdict; the absolute budgets are printed for information. The floor starts after its first frame (floor/index.html):
 * started with the page, its first paint fell before or after its bundle by a race, and its median flipped by nine
 * points between runs.
 *
 * The signed-in pages are measured as one sandbox player with something on every screen, in a session of its own
 * per run (a cookie in Lighthouse's browser: lib/lighthouse.ts says why not a header). Each is first opened in
 * Playwright to prove it renders signed in, and every run must end on its own address: a lost session would
 * otherwise measure the home page under the screen's name. They are held to the public hall of the same run
 * (`lighthouse.signedIn.performanceBelowHall`), not to the floor, which is the home page's markup.
 *
 * The prerendered pages are measured twice: as served (the prerendered HTML, hydrated) and as the app renders them
 * without it (the same address with a query, which the production server never answers from a prerendered page).
 * A prerendered page's LCP may be at most `lighthouse.prerendered.lcpRatio` times the rendered one's.
 */
import { join, resolve } from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { launchForBench } from './lib/browser.ts';
import { BudgetReport, loadBudgets, runHarness } from './lib/budgets.ts';
import { gateAgainstHall, gateCls, landedOn } from './lib/gates.ts';
import { CPU_SLOWDOWN, measureInteractions } from './lib/inp.ts';
import { fmtMs } from './lib/interactions.ts';
import { CATEGORIES, lighthouse, median, type Category, type LighthouseResult } from './lib/lighthouse.ts';
import { requireDist } from './lib/paths.ts';
import { seconds } from './lib/pool.ts';
import { loadRouteTable } from './lib/route-table.ts';
import { buildFloor, serveFloor } from './lib/floor.ts';
import { sampleGame } from './lib/routes.ts';
import { jarCookie, richPlayer, signIn, type SandboxPlayer } from './lib/sandbox-player.ts';
import { SIGNED_IN_PATHS, signedInProblem } from './lib/signed-in.ts';
import { startServers } from './lib/servers.ts';
import { measureLoad, printLoad } from './lib/load.ts';
import { sizeReport } from './lib/size-report.ts';
import { table } from './lib/table.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const INP_TRIES = Math.max(1, Number(process.env.BENCH_INP_TRIES ?? 3));
const REPORTS = process.env.BENCH_REPORTS ? resolve(process.env.BENCH_REPORTS) : undefined;
const budgetKey: Record<Category, 'performance' | 'accessibility' | 'bestPractices' | 'seo'> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'bestPractices',
  seo: 'seo',
};

async function scores(report: BudgetReport, budgets: ReturnType<typeof loadBudgets>, baseUrl: string): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const game = await sampleGame(api);
  await api.dispose();
  const pages = benchPages(game);
  const player = pages.some((p) => p.signedIn) ? await signedInPlayer(report, pages, baseUrl) : undefined;
  const floor = await measureFloor();
  console.log(`\nLighthouse 13 (mobile, simulated throttling), Debian chromium, ${RUNS} run(s) per page, median\n`);
  const rows: (string | number)[][] = [];
  const floorRows: (string | number)[][] = [];
  const audits = new Map<string, { where: Set<string>; items: Set<string> }>();
  const perfOf = new Map<string, number>();
  const lcpOf = new Map<string, number>();
  const signedIn: Array<{ label: string; performance: number; runs: number[]; cls: number[] }> = [];
  const references = new Set(pages.flatMap((p) => (p.rendered ? [p.rendered] : [])));
  for (const { label: path, url, chatAndAnalytics, signedIn: asPlayer } of pages) {
    const runs: LighthouseResult[] = [];
    const started = Date.now();
    if (asPlayer && !player?.ready.has(path)) continue; // its check failed above: measuring it would measure another page
    try {
      await setChatAndAnalytics(baseUrl, chatAndAnalytics);
      for (let i = 0; i < RUNS; i++) {
        const keepAs = REPORTS && join(REPORTS, `${path.replace(/^\//, '').replace(/\W+/g, '-') || 'index'}-${i + 1}.json`);
        // a session of its own for every run: a page measured long after the first still has a live one
        const cookies = asPlayer && player ? [jarCookie(await signIn(baseUrl, player.email, player.password), baseUrl)] : undefined;
        const run = await lighthouse(`${baseUrl}${url}`, keepAs, cookies);
        if (asPlayer && !landedOn(run.finalUrl, url)) throw new Error(`run ${i + 1} ended on ${new URL(run.finalUrl).pathname}${new URL(run.finalUrl).search}: the player was not signed in`);
        runs.push(run);
      }
    } catch (error) {
      console.log(`  ${path}: ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
      for (const c of CATEGORIES) report.fail(`lighthouse ${c} ${path}`, 'not measured (lighthouse failed)');
      continue;
    }
    const m = (pick: (r: LighthouseResult) => number) => median(runs.map(pick));
    const s = Object.fromEntries(CATEGORIES.map((c) => [c, m((r) => r.scores[c])])) as Record<Category, number>;
    rows.push([path, ...CATEGORIES.map((c) => s[c]), `${Math.round(m((r) => r.metrics.fcp))}`, `${Math.round(m((r) => r.metrics.lcp))}`, `${Math.round(m((r) => r.metrics.tbt))}`, m((r) => r.metrics.cls).toFixed(3), `${Math.round(m((r) => r.metrics.si))}`, seconds(Date.now() - started)]);
    const lcp = m((r) => r.metrics.lcp);
    perfOf.set(path, s.performance);
    lcpOf.set(path, lcp);
    // the app's own rendering of a prerendered page is the yardstick of that page, not a page visitors get
    if (references.has(path)) continue;
    // a player's screens are closed to crawlers (noindex): their SEO score says nothing
    for (const c of CATEGORIES) if (c !== 'performance' && !(asPlayer && c === 'seo')) report.min(`lighthouse ${c} ${path}`, s[c], budgets.lighthouse[budgetKey[c]]);
    gateCls(report, path, runs.map((r) => r.metrics.cls), budgets.lighthouse.cls);
    floorRows.push([path, s.performance, runs.map((r) => r.scores.performance).join(' '), floor.performance, `${Math.round(lcp)}`, `${Math.round(floor.lcp)}`, (lcp / floor.lcp).toFixed(2), s.performance >= budgets.lighthouse.performance ? 'yes' : 'no']);
    if (asPlayer) signedIn.push({ label: path, performance: s.performance, runs: runs.map((r) => r.scores.performance), cls: runs.map((r) => r.metrics.cls) });
    else {
      report.min(`lighthouse performance ${path} (floor ${floor.performance} − ${budgets.lighthouse.floor.performanceBelow})`, s.performance, floor.performance - budgets.lighthouse.floor.performanceBelow);
      report.max(`LCP ${path} ÷ floor LCP`, +(lcp / floor.lcp).toFixed(2), budgets.lighthouse.floor.lcpRatio);
    }
    for (const r of runs)
      for (const a of r.failedAudits) {
        const key = `${a.category}: ${a.id} — ${a.title}`;
        const entry = audits.get(key) ?? { where: new Set<string>(), items: new Set<string>() };
        audits.set(key, entry);
        entry.where.add(path);
        for (const item of a.items) entry.items.add(item);
      }
  }
  const prerenderRows: (string | number)[][] = [];
  for (const page of pages.filter((p) => p.rendered)) {
    const [served, rendered] = [lcpOf.get(page.label), lcpOf.get(page.rendered!)];
    if (served === undefined || rendered === undefined) continue;
    prerenderRows.push([page.label, `${Math.round(served)}`, `${Math.round(rendered)}`, (served / rendered).toFixed(2)]);
    report.max(`LCP ${page.label} prerendered ÷ rendered by the app`, +(served / rendered).toFixed(2), budgets.lighthouse.prerendered.lcpRatio);
  }
  const [plain, withVendors] = [perfOf.get(HOME_PLAIN), perfOf.get(HOME_VENDORS)];
  if (plain !== undefined && withVendors !== undefined)
    report.min(`lighthouse performance ${HOME_VENDORS} (${HOME_PLAIN} ${plain} − ${budgets.lighthouse.floor.performanceBelow})`, withVendors, plain - budgets.lighthouse.floor.performanceBelow);
  const hall = perfOf.get(HALL);
  const below = budgets.lighthouse.signedIn.performanceBelowHall;
  for (const page of signedIn) gateAgainstHall(report, page.label, page.performance, hall, below);
  if (REPORTS) console.log(`Lighthouse JSON reports kept in ${REPORTS}`);
  console.log(table(['page', 'perf', 'a11y', 'best-pr.', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'time'], rows));
  console.log(`\nagainst the floor page (same stack, same home markup, no features; measured in this run)\n`);
  console.log(table(['page', 'perf', 'runs', 'floor perf', 'LCP ms', 'floor LCP ms', 'LCP ÷ floor', `perf ≥ ${budgets.lighthouse.performance}`], floorRows));
  if (signedIn.length) {
    console.log(`\nsigned-in pages against the public ${HALL} (measured in this run; gate: at most ${below} points under it, CLS ${budgets.lighthouse.cls.toFixed(3)})\n`);
    const versus = (p: (typeof signedIn)[number]) => (hall === undefined ? ['—', '—', '—'] : [hall, p.performance - hall, p.performance >= hall - below ? 'yes' : 'no']);
    console.log(table(['page', 'perf', 'runs', `${HALL} perf`, 'difference', `within ${below}`, 'CLS worst run'], signedIn.map((p) => [p.label, p.performance, p.runs.join(' '), ...versus(p), Math.max(...p.cls).toFixed(3)])));
  }
  if (prerenderRows.length) {
    console.log(`\nprerendered pages against the same pages rendered by the app (address with a query; measured in this run)\n`);
    console.log(table(['page', 'LCP ms prerendered', 'LCP ms rendered', 'ratio'], prerenderRows));
  }
  if (audits.size) {
    console.log('\naudits scoring below 0.9:');
    for (const [audit, { where, items }] of audits) {
      console.log(`  ${audit} (${[...where].join(', ')})`);
      for (const item of [...items].slice(0, 4)) console.log(`      ${item}`);
    }
  }
}

/**
 * The sandbox player the signed-in pages are measured as (lib/sandbox-player.ts `richPlayer`: something on every
 * screen), and which of those pages render signed in: each is opened once in Playwright with the player's cookie
 * (lib/signed-in.ts); a page that does not fails its check and is not measured.
 */
async function signedInPlayer(report: BudgetReport, pages: readonly BenchPage[], baseUrl: string): Promise<SandboxPlayer & { ready: Set<string> }> {
  const player = await richPlayer(baseUrl);
  const ready = new Set<string>();
  const browser = await launchForBench();
  try {
    for (const page of pages.filter((p) => p.signedIn)) {
      const problem = await signedInProblem(browser, baseUrl, page.url, jarCookie(await signIn(baseUrl, player.email, player.password), baseUrl));
      if (report.add(`${page.label} renders signed in`, !problem, problem ?? 'yes')) ready.add(page.label);
      else console.log(`  ${page.label}: ${problem}`);
    }
  } finally {
    await browser.close();
  }
  return { ...player, ready };
}

const HOME_PLAIN = '/ (no chat, no analytics)';
const HOME_VENDORS = '/ (chat + analytics)';
/** The public page the signed-in ones are held to: the hall, as served (prerendered). */
const HALL = '/gamehall';
interface BenchPage {
  readonly label: string;
  readonly url: string;
  /** The sandbox's `chatAndAnalytics` tunable while this page is measured. */
  readonly chatAndAnalytics: 0 | 1;
  /** For a prerendered page: the label of the same page as the app renders it without the prerendered HTML. */
  readonly rendered?: string;
  /** Measured as the bench's sandbox player (a session cookie in Lighthouse's browser). */
  readonly signedIn?: boolean;
}

/** A prerendered page, and the same page rendered by the app (the query keeps the server from the prerendered HTML). */
function prerenderedPair(label: string, url: string, chatAndAnalytics: 0 | 1): BenchPage[] {
  const rendered = `${label} (rendered by the app)`;
  return [
    { label, url, chatAndAnalytics, rendered },
    { label: rendered, url: `${url}?bench=rendered`, chatAndAnalytics },
  ];
}

/**
 * The pages measured. The home page twice: with the sandbox's support chat and analytics script off, and on (the
 * sandbox's default, the other pages' setting too): turning them on must not cost performance (they load after the
 * first activity or idle, never with the page). Then the public pages, and the player's screens signed in (labelled
 * so), held to the public hall's score. BENCH_PAGES=home measures only the home page's two (and the floor); other
 * values are comma-separated address prefixes (`BENCH_PAGES=/game/,/gamehall`; the signed-in screens with the hall:
 * `BENCH_PAGES=/cashier/,/profile/,/loyalty/shop,/gamehall`).
 */
function benchPages(game: string): BenchPage[] {
  const home: BenchPage[] = [...prerenderedPair(HOME_PLAIN, '/', 0), { label: HOME_VENDORS, url: '/', chatAndAnalytics: 1 }];
  if (process.env.BENCH_PAGES === 'home') return home;
  // the home, the hall and a promotion are prerendered pages (server/prerender); the game page is rendered by the
  // production server on request (server/rendered-pages.ts); a player's screens are the app's shell, rendered by it
  const all = [
    ...home,
    ...prerenderedPair(HALL, HALL, 1),
    ...prerenderedPair('/promotions/welcome', '/promotions/welcome', 1),
    ...prerenderedPair(`/game/${game}`, `/game/${game}`, 1),
    ...SIGNED_IN_PATHS.map((path): BenchPage => ({ label: `${path} (signed in)`, url: path, chatAndAnalytics: 1, signedIn: true })),
  ];
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  return only ? all.filter((page) => only.some((prefix) => page.url.startsWith(prefix))) : all;
}

/** Lighthouse's browser carries no test scope cookie: the bench changes the sandbox's shared config. */
async function setChatAndAnalytics(baseUrl: string, value: 0 | 1): Promise<void> {
  const answer = await fetch(`${baseUrl}/__sandbox/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chatAndAnalytics: value }) });
  if (!answer.ok) throw new Error(`POST /__sandbox/config chatAndAnalytics=${value}: ${answer.status}`);
}

/** The floor page's median performance score and LCP, measured like the app's pages. */
async function measureFloor(): Promise<{ performance: number; lcp: number }> {
  buildFloor();
  const server = await serveFloor();
  try {
    const runs: LighthouseResult[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(`${server.url}/`, REPORTS && join(REPORTS, `floor-${i + 1}.json`)));
    const floor = { performance: median(runs.map((r) => r.scores.performance)), lcp: median(runs.map((r) => r.metrics.lcp)) };
    // the spread says how far the gate itself moves with the machine (the median of five runs still moves with it)
    const scores = runs.map((r) => r.scores.performance);
    console.log(`floor page: performance ${floor.performance} (runs ${scores.join(', ')}), LCP ${Math.round(floor.lcp)} ms (median of ${RUNS})\n`);
    return floor;
  } finally {
    await server.stop();
  }
}

/** The field check of interactions (lib/inp.ts): each one's median of INP_TRIES tries, against `inp.maxMs`. */
async function interactions(report: BudgetReport, budgets: ReturnType<typeof loadBudgets>, baseUrl: string): Promise<void> {
  console.log(`\ninteractions: Playwright, Debian chromium at ${CPU_SLOWDOWN}× CPU slowdown, a fresh sandbox player per try, ${INP_TRIES} tries each (lib/inp.ts)`);
  const figures = await measureInteractions(baseUrl, INP_TRIES, console.log);
  const rows = figures.map((f) => [f.name, f.error ? `not measured: ${f.error.slice(0, 80)}` : f.tries.map(fmtMs).join(' '), f.error ? '—' : fmtMs(f.median), f.error ? 'no' : f.median <= budgets.inp.maxMs ? 'yes' : 'no']);
  console.log(`\n${table(['interaction', 'tries ms', 'median ms', `≤ ${budgets.inp.maxMs} ms`], rows)}`);
  for (const f of figures) {
    const name = `INP ${f.name} (median of ${INP_TRIES}, ${CPU_SLOWDOWN}× CPU slowdown)`;
    if (f.error) report.fail(name, `not measured: ${f.error}`);
    else report.max(name, f.median, budgets.inp.maxMs, ' ms');
  }
}

async function main(): Promise<number> {
  requireDist('bench');
  const budgets = loadBudgets();
  const report = new BudgetReport();
  sizeReport(report, budgets, await loadRouteTable());
  const [lighthouseOn, inpOn] = [!process.env.BENCH_SKIP_LIGHTHOUSE, !process.env.BENCH_SKIP_INP];
  if (lighthouseOn || inpOn) {
    // what a visitor and a crawler get: the production server (robots.txt, the manifest, the content security policy)
    const servers = await startServers(console.log, 'production');
    try {
      if (lighthouseOn) await scores(report, budgets, servers.baseUrl);
      if (inpOn) await interactions(report, budgets, servers.baseUrl);
    } finally {
      await servers.stop();
    }
  }
  if (!lighthouseOn) console.log('\nLighthouse skipped (BENCH_SKIP_LIGHTHOUSE)');
  if (!inpOn) console.log('\ninteraction field check skipped (BENCH_SKIP_INP)');
  // for information, with no budget: a shared machine moves these figures more than any change would (harness/load.ts)
  if (process.env.BENCH_SKIP_LOAD) console.log('\nload figures skipped (BENCH_SKIP_LOAD)');
  else {
    console.log('\nload: one production server process (harness/lib/load.ts)');
    const load = await measureLoad();
    printLoad(load);
    for (const figure of load.figures) report.max(`load ${figure.page} × ${figure.connections}: requests failed`, figure.failed, 0);
  }
  return report.finish();
}

runHarness('bench', main);
