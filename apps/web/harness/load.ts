/**
 * Load figures of one production server process: requests per second and p50/p95/p99 latency of `/`, `/gamehall`
 * and a game's page at 10 and 50 connections (autocannon, loopback), and the process's memory after them.
 * `pnpm --filter @casino/web load` alone; `pnpm bench` prints the same after its other figures (BENCH_SKIP_LOAD=1
 * leaves it out). LOAD_SECONDS=n per row (default 10). Needs apps/web/dist; not a test: the figures move with the
 * machine, and nothing gates on them.
 */
import { measureLoad, printLoad } from './lib/load.ts';
import { requireDist } from './lib/paths.ts';

requireDist('load');
measureLoad().then(
  (report) => {
    printLoad(report);
    process.exit(report.figures.some((f) => f.failed > 0) ? 1 : 0);
  },
  (error: unknown) => {
    console.error(`load: ${(error as Error).stack ?? error}`);
    process.exit(1);
  },
);
