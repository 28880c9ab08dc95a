import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SANDBOX_DIR = fileURLToPath(new URL('../../../sandbox/', import.meta.url));

const freePort = () =>
  new Promise<number>((done, reject) => {
    const server = createServer().unref().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : reject(new Error('no free port'))));
    });
  });

/**
 * A sandbox of its own for the build (in memory, gone afterwards): the prerender's default backend, so
 * `pnpm build` needs nothing running. Its own process group, so stopping it takes its database along.
 */
export async function startSandbox(): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(fileURLToPath(new URL('node_modules/.bin/tsx', `file://${SANDBOX_DIR}`)), ['src/main.ts'], {
    cwd: SANDBOX_DIR,
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DATA_DIR: 'memory://', SANDBOX_MODE: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* gone already */
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode}):\n${output}`);
    const health = await fetch(`${origin}/__sandbox/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    if (health?.ok) return { origin, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`the sandbox did not start within 60 s:\n${output}`);
}
