// @vitest-environment node
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNginxConfig, closeConnections, decoded, freePort, get, nginxArgs, nginxBinary, nginxConfig, startProcess, stopProcess, until, type Answer, type Started } from './scale-out-support.ts';

/**
 * Two processes of the production server behind Debian's nginx, configured by `server/nginx.conf.example` (only the
 * addresses, port and folders changed), with the sandbox behind them: on PostgreSQL when DATABASE_URL is set
 * (scripts/test-scale-out.sh gives it a throw-away server; its start is several times cheaper than seeding PGlite),
 * else on PGlite in memory. It shows that any request may go to any process: they answer a page with the same bytes
 * and ETag, nginx keeps pages and never a player's answer, a process killed mid-load costs no visitor a request, and
 * restarting both in turn under load gives no 5xx. It needs the build and nginx, so `npm test` runs it as a step of
 * its own (`SCALE_OUT_TEST=1 vitest run --project scale-out`, through scripts/test-scale-out.sh).
 */
const WEB = fileURLToPath(new URL('..', import.meta.url));
const SANDBOX = join(WEB, '../sandbox');
const built = existsSync(join(WEB, 'dist/index.html')) && existsSync(join(WEB, 'dist-ssr/render-page.js'));
const NGINX = nginxBinary();
/** What a browser sends: the site's host (the pages carry it in their links), and the encodings it takes. */
const VISITOR = { host: 'casino.test', 'accept-encoding': 'br, gzip' };
// only what the processes need: nothing of the test runner's environment (NODE_OPTIONS, its loaders) reaches them
const BASE_ENV = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR };

const work = mkdtempSync(join(tmpdir(), 'web-scale-out-'));
// as root, nginx's workers run as nobody and must reach their folders here
chmodSync(work, 0o755);
let sandbox: Started | undefined;
let nginx: Started | undefined;
const web = new Map<'a' | 'b', Started>();
let ports = { sandbox: 0, nginx: 0, a: 0, b: 0 };
let game = '';
let script = '';

/** One process of the production server, the bundle `pnpm deploy:web` ships, over apps/web/dist. */
function startWeb(name: 'a' | 'b'): Started {
  const started = startProcess(process.execPath, [join(work, 'server/main.mjs')], {
    cwd: work,
    env: { ...BASE_ENV, NODE_ENV: 'production', PORT: String(ports[name]), HOST: '127.0.0.1', APP_DIST: join(WEB, 'dist'), BACKEND_URL: `http://127.0.0.1:${ports.sandbox}`, BACKEND_WAIT_MS: '90000', LOG_REQUESTS: '1', SHUTDOWN_GRACE_MS: '5000' },
  });
  web.set(name, started);
  return started;
}

const ready = (name: 'a' | 'b') => until(`process ${name} ready`, async () => (await get(ports[name], '/readyz')).status === 200, 120_000, () => web.get(name)!.output());
/** Visitors' requests a process has answered so far (its JSON request log, without the health probes). */
const answered = (name: 'a' | 'b') =>
  web
    .get(name)!
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{"time"') && !/"path":"\/(healthz|readyz)"/.test(line)).length;
const logs = () => [...web.entries()].map(([name, p]) => `[${name}] ${p.output().slice(-1_500)}`).join('\n') + `\n[nginx] ${nginx?.output().slice(-1_500)}`;

beforeAll(async () => {
  if (!built || !NGINX) return;
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  ports = { sandbox: await freePort(), nginx: await freePort(), a: await freePort(), b: await freePort() };
  const database = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { SANDBOX_DATA_DIR: 'memory://' };
  sandbox = startProcess(join(SANDBOX, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: SANDBOX,
    env: { ...BASE_ENV, ...database, SANDBOX_PORT: String(ports.sandbox), SANDBOX_HOST: '127.0.0.1', SANDBOX_MODE: 'development', APP_ORIGIN: 'http://casino.test' },
  });
  // the server as deployed: one bundled file (server-bundle.config.ts), built while the sandbox starts
  const bundle = startProcess(join(WEB, 'node_modules/.bin/vite'), ['build', '--config', 'server/server-bundle.config.ts', '--outDir', join(work, 'server'), '--emptyOutDir'], { cwd: WEB, env: { ...BASE_ENV, NODE_ENV: 'production' } });
  if ((await bundle.exited) !== 0) throw new Error(`the server bundle did not build:\n${bundle.output()}`);
  console.log(`scale-out: server bundle built at ${at()}`);
  startWeb('a');
  startWeb('b');
  const dir = join(work, 'nginx');
  mkdirSync(dir);
  const conf = nginxConfig(join(WEB, 'server/nginx.conf.example'), dir, { nginx: ports.nginx, upstreams: [ports.a, ports.b] });
  checkNginxConfig(NGINX, dir, conf);
  nginx = startProcess(NGINX, nginxArgs(dir, conf), { cwd: dir, env: { ...BASE_ENV } });
  await Promise.all([ready('a'), ready('b')]);
  await until('nginx', async () => (await get(ports.nginx, '/healthz')).status === 200, 10_000, logs);
  console.log(`scale-out: sandbox (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), two processes and nginx ready at ${at()}`);
  const games = (await (await fetch(`http://127.0.0.1:${ports.sandbox}/api/games.get?count=1`)).json()) as { data: { items: Array<{ sysname: string }> } };
  game = games.data.items[0]!.sysname;
  script = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(WEB, 'dist/index.html'), 'utf8'))![1]!;
}, 240_000);

afterAll(async () => {
  closeConnections();
  await Promise.all([...web.values(), nginx, sandbox].map((p) => stopProcess(p)));
  rmSync(work, { recursive: true, force: true });
}, 30_000);

interface Load {
  readonly statuses: number[];
  readonly errors: string[];
  readonly fromCache: number;
}

/**
 * Requests through nginx, `concurrency` at a time, until `total` are answered or `stop()` says so. Each address is
 * new (a query nobody asked before), so nginx has no copy and every request reaches a process: a page of the app,
 * a prerendered payload, a hashed script, a game page's address (its query leaves it to the app).
 */
async function load(options: { total: number; concurrency: number; pauseMs?: number; stop?: () => boolean; each?: (done: number) => void }): Promise<Load> {
  const paths = ['/', '/gamehall', `/game/${game}`, '/_payload.json', `/assets/${script}`];
  const result = { statuses: [] as number[], errors: [] as string[], fromCache: 0 };
  let issued = 0;
  const worker = async () => {
    while (issued < options.total && !options.stop?.()) {
      const n = issued++;
      const path = `${paths[n % paths.length]}?load=${n}-${Date.now()}`;
      try {
        const answer = await get(ports.nginx, path, VISITOR);
        result.statuses.push(answer.status);
        if (answer.headers['x-cache-status'] === 'HIT') result.fromCache++;
      } catch (error) {
        result.errors.push(`${path}: ${(error as Error).message}`);
      }
      options.each?.(result.statuses.length + result.errors.length);
      if (options.pauseMs) await new Promise((done) => setTimeout(done, options.pauseMs));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return result;
}

const failures = (run: Load) => [...run.errors, ...run.statuses.filter((status) => status !== 200).map((status) => `status ${status}`)];

describe('the production server scaled out behind nginx', () => {
  it('needs the build and nginx', () => {
    expect(built, 'no build in apps/web/dist and apps/web/dist-ssr: run `pnpm --filter @casino/web build` first').toBe(true);
    expect(NGINX, "no nginx: install Debian's nginx (scripts/test-scale-out.sh does when it can)").toBeDefined();
  });

  it('both processes answer every page with the same bytes and ETag; nginx keeps pages, revalidates them and never keeps a player answer', async () => {
    // a game page is rendered by each process on its own; the first renders may take longer than a visitor waits
    // (1.5 s, then the app's shell): ask until both have it
    for (const name of ['a', 'b'] as const) await until(`${name} renders /game/${game}`, async () => decoded(await get(ports[name], `/game/${game}`, VISITOR)).includes('data-prerendered'), 60_000);
    const pages = ['/', '/gamehall', '/ar/gamehall', `/game/${game}`, `/game/${game}/_payload.json`, '/_payload.json', `/assets/${script}`];
    for (const path of pages) {
      const [a, b] = [await get(ports.a, path, VISITOR), await get(ports.b, path, VISITOR)];
      const summary = (answer: Answer) => [answer.status, answer.headers.etag, answer.headers['content-encoding'], answer.body.length];
      expect(summary(b), path).toEqual(summary(a));
      expect(b.body.equals(a.body), `${path}: the same bytes`).toBe(true);
      if (!path.startsWith('/assets/')) expect(a.headers.etag, path).toMatch(/^"/);
    }

    const direct = await get(ports.a, '/gamehall', VISITOR);
    const first = await get(ports.nginx, '/gamehall', VISITOR);
    const second = await get(ports.nginx, '/gamehall', VISITOR);
    expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
    expect([first.headers.etag, second.headers.etag]).toEqual([direct.headers.etag, direct.headers.etag]);
    expect((await get(ports.nginx, '/gamehall', { ...VISITOR, 'if-none-match': String(direct.headers.etag) })).status).toBe(304);
    // a player's answer (`private, no-store`) goes to a process every time
    const info = [await get(ports.nginx, '/api/account.getInfo', VISITOR), await get(ports.nginx, '/api/account.getInfo', VISITOR)];
    expect(info.map((answer) => [answer.status, answer.headers['x-cache-status']])).toEqual([
      [200, 'MISS'],
      [200, 'MISS'],
    ]);
  });

  it('a process killed in the middle of a load costs no request: nginx sends it to the other', async () => {
    const before = { a: answered('a'), b: answered('b') };
    let killedAt = { a: 0, b: 0 };
    const run = await load({
      total: 240,
      concurrency: 4,
      each: (done) => {
        if (done !== 80) return;
        killedAt = { a: answered('a'), b: answered('b') };
        web.get('a')!.child.kill('SIGKILL');
      },
    });
    console.log(`scale-out: kill mid-load: ${run.statuses.length} requests through nginx, ${failures(run).length} failed; before the kill a ${killedAt.a - before.a}, b ${killedAt.b - before.b}; after it b ${answered('b') - killedAt.b}`);
    expect(failures(run), logs()).toEqual([]);
    expect(run.statuses.length).toBe(240);
    expect(run.fromCache).toBe(0);
    // both processes had a share before the kill, and the survivor took the rest
    expect(killedAt.a - before.a).toBeGreaterThan(0);
    expect(killedAt.b - before.b).toBeGreaterThan(0);
    expect(answered('b') - killedAt.b).toBeGreaterThanOrEqual(240 - 80 - 4);
    expect(await web.get('a')!.exited).toBe(null);
  });

  it('a rolling restart under load (start one, wait for /readyz, stop the other with SIGTERM, start it again) gives no 5xx', async () => {
    let restarting = true;
    const started = Date.now();
    // a bounded load: two visitors, each a request every ~60 ms, for as long as the restart takes, at most 800
    const running = load({ total: 800, concurrency: 2, pauseMs: 50, stop: () => !restarting });
    // the process killed above comes back first, then the other goes
    startWeb('a');
    await ready('a');
    // Ready is not enough: nginx left the killed process out, and tries it again only after `fail_timeout`. Stopping
    // the other before then leaves nginx no process at all: 502 until it tries again (nginx.conf.example says so).
    await until('nginx sends requests to the restarted process', async () => answered('a') > 0, 30_000, logs);
    const b = web.get('b')!;
    b.child.kill('SIGTERM');
    expect(await b.exited, b.output()).toBe(0);
    expect(b.output()).toMatch(/\[web\] stopped: every request finished/);
    startWeb('b');
    await ready('b');
    restarting = false;
    const run = await running;
    console.log(`scale-out: rolling restart in ${((Date.now() - started) / 1000).toFixed(1)} s under ${run.statuses.length + run.errors.length} requests, ${failures(run).length} failed`);
    expect(failures(run), logs()).toEqual([]);
    expect(run.statuses.length).toBeGreaterThan(20);
  });
});
