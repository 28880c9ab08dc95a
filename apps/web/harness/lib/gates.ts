import type { BudgetReport } from './budgets.ts';

/**
 * A signed-in page's performance score against the public hall's in the same run: a player's screens should load as
 * fast as the page a visitor meets first, and comparing within one run leaves out how loaded the machine was.
 */
export function gateAgainstHall(report: BudgetReport, page: string, performance: number, hall: number | undefined, below: number): boolean {
  const name = `lighthouse performance ${page}`;
  if (hall === undefined) return report.fail(`${name} against /gamehall`, '/gamehall was not measured in this run (add it to BENCH_PAGES)');
  return report.min(`${name} (/gamehall ${hall} − ${below})`, performance, hall - below);
}

/**
 * Cumulative layout shift of a page: its worst run, to three decimals (as printed). A shift seen in one run of five
 * is one some visitors see, so the median would hide it.
 */
export function gateCls(report: BudgetReport, page: string, runs: readonly number[], limit: number): boolean {
  if (!runs.length) return report.fail(`CLS ${page}`, 'not measured');
  const worst = Math.max(...runs);
  return report.add(`CLS ${page} (worst of ${runs.length} run${runs.length > 1 ? 's' : ''})`, +worst.toFixed(3) <= limit, `${worst.toFixed(3)} ≤ ${limit.toFixed(3)}`);
}

/**
 * A route screen's lazy code: its gzip size, and how many chunks it takes. Each chunk is one more request and one
 * more script to compile and run before the screen can render, so a screen split into many small chunks is slow on
 * a phone even when its total is small.
 */
export function gateLazyScreen(report: BudgetReport, screen: string, js: { kb: number; chunks: number }, limits: { kb: number; chunks: number }): boolean {
  const size = report.max(`lazy JS of screen ${screen}`, +js.kb.toFixed(1), limits.kb, ' KB');
  const count = report.max(`lazy JS chunks of screen ${screen}`, js.chunks, limits.chunks);
  return size && count;
}

/**
 * Whether a page measured signed in stayed where it was asked to go: the same path, or one below it (the app may
 * open a section's first tab), and not the guest's way out (a protected path sends a guest to the index with
 * `redirectUrl`). A lost session therefore fails the page instead of measuring the home page under its name.
 */
export function landedOn(finalUrl: string, path: string): boolean {
  const url = new URL(finalUrl, 'http://bench.invalid');
  const want = path.replace(/\/+$/, '') || '/';
  const got = url.pathname.replace(/\/+$/, '') || '/';
  return !url.searchParams.has('redirectUrl') && (got === want || got.startsWith(`${want}/`));
}
