import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { WEB_DIR } from './paths.ts';

/** A running app origin (vite preview of dist, proxying the backend paths to the sandbox). */
export interface Servers {
  /** e.g. http://localhost:41234 — the sandbox is reachable through it (/api, /nfx, /content, /__sandbox). */
  readonly baseUrl: string;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });

export async function waitFor(url: string, child: ChildProcess, name: string, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}:\n${log()}`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms:\n${log()}`);
}

export function start(name: string, command: string, args: string[], env: Record<string, string>): { child: ChildProcess; log: () => string } {
  const child = spawn(command, args, { cwd: WEB_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, log: () => `[${name}] ${output.trim()}` };
}

/** The process and everything under it (pnpm runs the script in its own process group, so a group kill misses it). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after the last ")"
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* exited meanwhile */
    }
  }
  const all: number[] = [];
  const walk = (pid: number) => {
    all.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return all;
}

const signal = (pids: readonly number[], sig: NodeJS.Signals) => {
  for (const pid of pids) {
    try {
      process.kill(pid, sig);
    } catch {
      /* gone */
    }
  }
};

/** Stops a server this harness started: SIGTERM to its process tree (by pid), SIGKILL to what is left after 5 s. */
export function stopTree(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const pids = processTree(child.pid);
  signal(pids, 'SIGTERM');
  return new Promise((done) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const alive = pids.filter((pid) => existsSync(`/proc/${pid}`));
      if (!alive.length || Date.now() - started > 5_000) {
        signal(alive, 'SIGKILL');
        clearInterval(poll);
        done();
      }
    }, 100);
  });
}

/**
 * What serves the built app: `vite preview`, or the production server (server/main.ts) with its full content
 * security policy, the sandbox's origin allowed as every vendor (its stand-ins live there).
 */
export type AppServer = 'preview' | 'production';

/**
 * Starts a fresh in-memory sandbox (development mode: fault injection) and the app server over apps/web/dist on free
 * ports, or reuses a running origin when HARNESS_BASE_URL is set (its /__sandbox must be proxied). The ports are the
 * system's ephemeral ones (32768 and up on Linux), so they never meet the fixed ports of the browser suites' servers.
 * HARNESS_START_TIMEOUT_MS (default 60 s) is how long each server may take to answer: on a two-core machine shared
 * with other builds and suites the sandbox alone took 50 s to start.
 */
export async function startServers(log: (line: string) => void = console.log, app: AppServer = 'preview'): Promise<Servers> {
  const reuse = process.env.HARNESS_BASE_URL?.replace(/\/$/, '');
  if (reuse) {
    const health = await fetch(`${reuse}/__sandbox/health`).catch(() => undefined);
    if (!health?.ok) throw new Error(`HARNESS_BASE_URL=${reuse}: ${reuse}/__sandbox/health does not answer (the sandbox must run in development mode behind it)`);
    log(`servers: reusing ${reuse}`);
    return { baseUrl: reuse, stop: async () => {} };
  }
  const [sandboxPort, appPort] = [await freePort(), await freePort()];
  const baseUrl = `http://localhost:${appPort}`;
  const started = Date.now();
  const sandbox = start('sandbox', 'pnpm', ['--filter', '@casino/sandbox', 'start'], {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DATA_DIR: 'memory://',
    SANDBOX_MODE: 'development',
    APP_ORIGIN: baseUrl,
  });
  const sandboxOrigin = `http://127.0.0.1:${sandboxPort}`;
  const appServer =
    app === 'preview'
      ? start('preview', 'pnpm', ['exec', 'vite', 'preview'], { PORT: String(appPort), SANDBOX_PORT: String(sandboxPort) })
      : start('production server', join(WEB_DIR, 'node_modules/.bin/tsx'), ['--tsconfig', '../../tsconfig.base.json', 'server/main.ts'], {
          PORT: String(appPort),
          HOST: 'localhost',
          BACKEND_URL: sandboxOrigin,
          CSP_VENDOR_ORIGINS: sandboxOrigin,
        });
  let stopping = false;
  for (const [name, server] of [['sandbox', sandbox], [app, appServer]] as const)
    server.child.once('exit', (code, sig) => {
      if (!stopping) console.error(`servers: ${name} exited unexpectedly (code ${code}, signal ${sig}); its last output:\n${server.log()}`);
    });
  const stop = async () => {
    stopping = true;
    await Promise.all([stopTree(appServer.child), stopTree(sandbox.child)]);
  };
  const onSignal = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const startTimeout = Number(process.env.HARNESS_START_TIMEOUT_MS) || 60_000;
  try {
    await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/health`, sandbox.child, 'sandbox', sandbox.log, startTimeout);
    const appName = app === 'preview' ? 'vite preview' : 'production server';
    // the production server opens its port once its page renderer is warm (up to 20 s, server/main.ts)
    await waitFor(`${baseUrl}/`, appServer.child, appName, appServer.log, startTimeout);
    await waitFor(`${baseUrl}/__sandbox/health`, appServer.child, `${appName} proxy`, appServer.log, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`servers: sandbox :${sandboxPort} (memory, development) + ${app === 'preview' ? 'vite preview' : 'production server (full content security policy)'} ${baseUrl}, up in ${Date.now() - started} ms`);
  return { baseUrl, stop };
}
