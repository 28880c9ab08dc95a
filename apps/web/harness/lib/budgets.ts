import { readFileSync } from 'node:fs';
import { BUDGETS_FILE } from './paths.ts';

export interface BudgetFile {
  /** `lazyRouteChunks`: how many JS chunks a route screen may load on top of the start (lib/gates.ts says why). */
  sizes: { initialJsKb: number; initialCssKb: number; lazyRouteJsKb: number; lazyRouteCssKb: number; lazyRouteChunks: number };
  lighthouse: {
    performance: number; accessibility: number; bestPractices: number; seo: number;
    /** The performance gate: at most `performanceBelow` points under the floor page, LCP at most `lcpRatio` × the floor's. */
    floor: { performanceBelow: number; lcpRatio: number };
    /** A prerendered page's LCP: at most `lcpRatio` × the same page's rendered by the app, in the same run. */
    prerendered: { lcpRatio: number };
    /** A signed-in page's performance: at most `performanceBelowHall` points under the public `/gamehall`'s, same run. */
    signedIn: { performanceBelowHall: number };
    /** Every gated page's cumulative layout shift (its worst run, to three decimals). */
    cls: number;
  };
  /** The longest interaction of each field check (lib/inp.ts), median of its tries, in ms. */
  inp: { maxMs: number };
  a11yViolations: number;
  /** content security policy violations over the whole accessibility sweep */
  cspViolations: number;
}

export const loadBudgets = (): BudgetFile => JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as BudgetFile;

interface Check {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** Collects budget checks and prints the final `budgets: N passed, M failed` line. */
export class BudgetReport {
  private readonly checks: Check[] = [];

  /** `actual` must be at most `limit`. */
  max(name: string, actual: number, limit: number, unit = ''): boolean {
    return this.add(name, actual <= limit, `${fmt(actual)}${unit} ≤ ${fmt(limit)}${unit}`);
  }

  /** `actual` must be at least `limit`. */
  min(name: string, actual: number, limit: number, unit = ''): boolean {
    return this.add(name, actual >= limit, `${fmt(actual)}${unit} ≥ ${fmt(limit)}${unit}`);
  }

  /** A check that could not be measured counts as failed. */
  fail(name: string, detail: string): boolean {
    return this.add(name, false, detail);
  }

  add(name: string, ok: boolean, detail: string): boolean {
    this.checks.push({ name, ok, detail });
    return ok;
  }

  get failed(): readonly Check[] {
    return this.checks.filter((c) => !c.ok);
  }

  /** Prints the failed checks and the summary line; returns the process exit code. */
  finish(listFailures = true): number {
    const failed = this.failed;
    if (listFailures && failed.length) {
      console.log('\nfailed budgets:');
      for (const c of failed) console.log(`  ✗ ${c.name}: ${c.detail}`);
    }
    console.log(`\nbudgets: ${this.checks.length - failed.length} passed, ${failed.length} failed`);
    return failed.length || !this.checks.length ? 1 : 0;
  }
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * Runs a harness script: its exit code is main's result; a crash prints the failing budget line and exits 1,
 * so CI always sees the closing `budgets:` line.
 */
export function runHarness(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`${name}: ${(error as Error).stack ?? error}`);
      console.log('\nbudgets: 0 passed, 1 failed');
      process.exit(1);
    },
  );
}
