import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxUrl, test } from './support.ts';

export interface ProductionServer {
  /** e.g. `http://localhost:41234` */
  readonly url: string;
  /** This server's own copy of the build: a test may deploy into it (change files) without touching anyone else's. */
  readonly dist: string;
  stop(): Promise<void>;
}

const appDir = new URL('..', import.meta.url).pathname;
/** How long the server may take to answer its first request; a hook that starts one needs more (`SERVER_HOOK_MS`). */
const START_LIMIT_MS = 60_000;
/** The timeout for a `beforeAll` that starts a server: its start, with room for the copy of the build. */
const SERVER_HOOK_MS = START_LIMIT_MS + 30_000;

const freePort = () =>
  new Promise<number>((ok, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => ok(port));
    });
  });

/**
 * The documented production server (`server/main.ts`, what `npm run serve` runs) over a copy of `dist`, in front of
 * the suite's sandbox. The rest of the suite runs on `vite preview`; what only the production server does (the
 * manifest from the web settings, its headers) and what needs a deploy (a changed worker) is tested on this.
 */
export async function startProductionServer(): Promise<ProductionServer> {
  const copy = await mkdtemp(join(tmpdir(), 'web-dist-'));
  // the build and, beside it as in apps/web, the renderer of the pages rendered on request (server/rendered-pages.ts)
  const dist = join(copy, 'dist');
  await cp(join(appDir, 'dist'), dist, { recursive: true });
  await cp(join(appDir, 'dist-ssr'), join(copy, 'dist-ssr'), { recursive: true });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(join(appDir, 'node_modules/.bin/tsx'), ['--tsconfig', '../../tsconfig.base.json', 'server/main.ts'], {
    cwd: appDir,
    env: { ...process.env, PORT: String(port), HOST: 'localhost', BACKEND_URL: sandboxUrl, APP_DIST: dist, CSP_VENDOR_ORIGINS: sandboxUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stopping = false;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    // a request the server could not answer is the cause a failing test needs to see
    if (chunk.includes('[web] ')) process.stderr.write(`[production server] ${chunk.toString()}`);
  });
  // a server that ends under the tests resets their connections: say why, with what it printed last
  child.on('exit', (code, signal) => stopping || process.stderr.write(`[production server] exited (${code ?? signal}) during the tests:\n${output.slice(-4_000)}\n`));
  const stop = async () => {
    stopping = true;
    child.kill('SIGTERM');
    await rm(copy, { recursive: true, force: true });
  };
  // it opens its port once its page renderer is warm (up to 20 s, server/main.ts), after tsx has started it: on a
  // loaded machine that took more than the 30 s this waited before
  for (const started = Date.now(); Date.now() - started < START_LIMIT_MS; ) {
    if (child.exitCode !== null) break;
    if (await fetch(`${url}/`).then((r) => r.ok, () => false)) return { url, dist, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the production server did not start:\n${output}`);
}

/**
 * A production server for the tests of the `describe` this is called in: started before the first (with the hook's
 * longer timeout), stopped after the last. Its `url` and `dist` are read inside the tests, once it has started.
 */
export function productionServerForSuite(): ProductionServer {
  let server: ProductionServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_HOOK_MS);
    server = await startProductionServer();
  });
  test.afterAll(async () => server?.stop());
  const started = (): ProductionServer => {
    if (!server) throw new Error('the production server is read before the suite started it');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get dist() {
      return started().dist;
    },
    stop: async () => started().stop(),
  };
}
