import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DIST_DIR, WEB_DIR } from './paths.ts';
import { seconds } from './pool.ts';
import { freePort, start, stopTree, waitFor } from './servers.ts';
import { table } from './table.ts';

/** One page at one number of connections: what one server process gave. */
interface LoadFigure {
  readonly page: string;
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Answers other than 200, and requests that got no answer (errors, timeouts). */
  readonly failed: number;
}

export interface LoadReport {
  readonly figures: readonly LoadFigure[];
  /** Seconds each row ran. */
  readonly seconds: number;
  /** The process's resident memory after the runs, and its peak (VmRSS, VmHWM), in MB. */
  readonly rssMb: number;
  readonly peakRssMb: number;
}

export interface LoadOptions {
  /** Seconds per page and number of connections (`LOAD_SECONDS`, default 10). */
  readonly seconds?: number;
  readonly connections?: readonly number[];
  readonly log?: (line: string) => void;
}

/** The percentile of sorted values (nearest rank). */
const percentile = (sorted: readonly number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);

/** Resident memory of a process, in MB: now (VmRSS) and its peak (VmHWM). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * `autocannon` against one address for `duration` seconds. Latency percentiles come from every response's own time
 * (autocannon's summary has p90 and p97.5, not p95).
 */
async function run(url: string, connections: number, duration: number): Promise<Omit<LoadFigure, 'page' | 'connections'>> {
  const times: number[] = [];
  let other = 0;
  // a browser's request: it takes brotli, so the server sends the compressed copy it keeps
  const result = await new Promise<autocannon.Result>((done, failed) => {
    const instance = autocannon({ url, connections, duration, headers: { 'accept-encoding': 'br, gzip' }, timeout: 10 }, (error, finished) => (error ? failed(error) : done(finished)));
    instance.on('response', (_client, status, _bytes, time) => {
      times.push(time);
      if (status !== 200) other++;
    });
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: +percentile(times, 50).toFixed(1),
    p95Ms: +percentile(times, 95).toFixed(1),
    p99Ms: +percentile(times, 99).toFixed(1),
    requests: result.requests.total,
    failed: other + result.errors + result.timeouts,
  };
}

/**
 * Requests per second and latency of one production server process (the bundle `pnpm deploy:web` ships, over
 * apps/web/dist) for `/`, `/gamehall` and a game's page, at each number of connections, on loopback with the sandbox
 * behind it; then the process's memory. The load generator runs on the same machine and takes CPU from the server:
 * the figures are this machine's, for comparing runs, not a capacity plan.
 */
export async function measureLoad(options: LoadOptions = {}): Promise<LoadReport> {
  const log = options.log ?? console.log;
  const duration = options.seconds ?? Math.max(1, Number(process.env.LOAD_SECONDS ?? 10));
  const connectionCounts = options.connections ?? [10, 50];
  const work = mkdtempSync(join(tmpdir(), 'web-load-'));
  const [sandboxPort, port] = [await freePort(), await freePort()];
  const sandbox = start('sandbox', 'pnpm', ['--filter', '@casino/sandbox', 'start'], { SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: 'memory://', SANDBOX_MODE: 'development' });
  let server: ReturnType<typeof start> | undefined;
  try {
    const built = spawnSync(join(WEB_DIR, 'node_modules/.bin/vite'), ['build', '--config', 'server/server-bundle.config.ts', '--outDir', work, '--emptyOutDir'], { cwd: WEB_DIR, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    if (built.status !== 0) throw new Error(`the server bundle did not build:\n${built.stdout}${built.stderr}`);
    // started by node itself, so the pid is the server's own (its memory is what is read)
    server = start('production server', process.execPath, [join(work, 'main.mjs')], { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', APP_DIST: DIST_DIR, BACKEND_URL: `http://127.0.0.1:${sandboxPort}` });
    await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/health`, sandbox.child, 'sandbox', sandbox.log, 120_000);
    await waitFor(`http://127.0.0.1:${port}/readyz`, server.child, 'production server', server.log, 120_000);
    const base = `http://127.0.0.1:${port}`;
    const games = (await (await fetch(`${base}/api/games.get?count=1`)).json()) as { data: { items: Array<{ sysname: string }> } };
    const pages = ['/', '/gamehall', `/game/${games.data.items[0]!.sysname}`];
    // the game page is rendered on its first request and kept: measured is what every later visitor gets
    for (const page of pages) await fetch(`${base}${page}`, { headers: { 'accept-encoding': 'br' } });
    const figures: LoadFigure[] = [];
    for (const page of pages) {
      for (const connections of connectionCounts) {
        const started = Date.now();
        figures.push({ page, connections, ...(await run(`${base}${page}`, connections, duration)) });
        const last = figures.at(-1)!;
        log(`  ${page} × ${connections}: ${last.requestsPerSecond} req/s, p95 ${last.p95Ms} ms (${seconds(Date.now() - started)})`);
      }
    }
    const memory = memoryOf(server.child.pid!);
    return { figures, seconds: duration, rssMb: Math.round(memory.rss), peakRssMb: Math.round(memory.peak) };
  } finally {
    await Promise.all([server && stopTree(server.child), stopTree(sandbox.child)]);
    rmSync(work, { recursive: true, force: true });
  }
}

export function printLoad(report: LoadReport): void {
  console.log(`\none production server process on loopback (autocannon, ${report.seconds} s per row, Accept-Encoding: br)\n`);
  console.log(
    table(
      ['page', 'connections', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'failed'],
      report.figures.map((f) => [f.page, f.connections, f.requestsPerSecond, f.p50Ms, f.p95Ms, f.p99Ms, f.requests, f.failed]),
    ),
  );
  console.log(`\nthe process's memory after the runs: RSS ${report.rssMb} MB (peak ${report.peakRssMb} MB)`);
}
