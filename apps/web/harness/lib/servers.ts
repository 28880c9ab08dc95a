import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { WEB_DIR } from './paths.ts';

/** A running app origin (vite preview of dist, proxying the backend paths to the sandbox). */
export interface Servers {
  /** e.g. http://localhost:41234 — the sandbox is reachable through it (/api, /nfx, /content, /__sandbox). */
  readonly baseUrl: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });

async function waitFor(url: string, child: ChildProcess, name: string, log: () => string, timeoutMs: number): Promise<void> {
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

function start(name: string, command: string, args: string[], env: Record<string, string>): { child: ChildProcess; log: () => string } {
  // detached: its own process group, so stop() ends pnpm and the node process under it, and nothing else.
  const child = spawn(command, args, { cwd: WEB_DIR, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, log: () => `[${name}] ${output.trim()}` };
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
      done();
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      done();
    }
  });
}

/**
 * Starts a fresh in-memory sandbox (development mode: fault injection) and `vite preview` of apps/web/dist on free
 * ports, or reuses a running origin when HARNESS_BASE_URL is set (its /__sandbox must be proxied).
 */
export async function startServers(log: (line: string) => void = console.log): Promise<Servers> {
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
  const preview = start('preview', 'pnpm', ['exec', 'vite', 'preview'], { PORT: String(appPort), SANDBOX_PORT: String(sandboxPort) });
  const stop = async () => {
    await Promise.all([stopGroup(preview.child), stopGroup(sandbox.child)]);
  };
  const onSignal = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/health`, sandbox.child, 'sandbox', sandbox.log, 60_000);
    await waitFor(`${baseUrl}/`, preview.child, 'vite preview', preview.log, 30_000);
    await waitFor(`${baseUrl}/__sandbox/health`, preview.child, 'vite preview proxy', preview.log, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`servers: sandbox :${sandboxPort} (memory, development) + vite preview ${baseUrl}, up in ${Date.now() - started} ms`);
  return { baseUrl, stop };
}
