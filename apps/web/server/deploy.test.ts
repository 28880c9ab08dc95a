// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listen } from './server-under-test.ts';

/**
 * The deploy folder (scripts/deploy-web.mjs, `pnpm deploy:web`) assembled from the build already in apps/web/dist and
 * started with plain `node`, away from this repository, in front of a stand-in backend. It needs the build, so it is
 * not among the unit tests (which run before `npm test` builds): `npm test` runs it as a step of its own after the
 * builds (`DEPLOY_TEST=1 pnpm --filter @casino/web exec vitest run --project deploy`); without a build it fails and says why.
 */
const WEB = fileURLToPath(new URL('..', import.meta.url));
const REPO = join(WEB, '../..');
const built = existsSync(join(WEB, 'dist/index.html')) && existsSync(join(WEB, 'dist-ssr/render-page.js'));


/** Runs a command to its end: its exit code and everything it printed. */
function run(command: string, args: string[], cwd: string) {
  return new Promise<{ code: number | null; output: string }>((ok) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => ok({ code, output }));
  });
}

const work = mkdtempSync(join(tmpdir(), 'web-deploy-test-'));
let backend: Server | undefined;
let server: ChildProcess | undefined;
afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  backend?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the deploy folder', () => {
  it(
    'is assembled from the build, starts with node alone, answers /healthz and /readyz, and stops cleanly on SIGTERM',
    async () => {
      expect(built, 'no build in apps/web/dist and apps/web/dist-ssr: run `pnpm --filter @casino/web build` first').toBe(true);
      const out = join(work, 'web');
      const assembled = await run(process.execPath, [join(REPO, 'scripts/deploy-web.mjs'), '--no-build', '--out', out], REPO);
      expect(assembled.code, assembled.output).toBe(0);
      expect(readdirSync(out).sort()).toEqual(['dist', 'dist-ssr', 'nginx.conf.example', 'node_modules', 'package.json', 'pnpm-lock.yaml', 'server']);
      expect(readdirSync(join(out, 'server'))).toEqual(['main.mjs']);

      backend = createServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        if (req.url?.startsWith('/nfx/i18n/locales')) return void res.end(JSON.stringify({ locales: [{ code: 'en', dir: 'ltr' }], defaultLocale: 'en' }));
        res.end('{}');
      });
      const backendUrl = await listen(backend);
      // only the documented environment: nothing of the test runner's (NODE_OPTIONS, its loaders) reaches the server
      const child = spawn(process.execPath, ['server/main.mjs'], {
        cwd: out,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', BACKEND_URL: backendUrl, BACKEND_WAIT_MS: '5000', LOG_REQUESTS: '1', SHUTDOWN_GRACE_MS: '5000' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = child;
      let stdout = '';
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => ((stdout += chunk.toString()), (output += chunk.toString())));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

      await expect.poll(() => /serving the built app on (http:\/\/\S+)/.exec(stdout)?.[1], { timeout: 30_000, interval: 100 }).toBeDefined();
      const base = /serving the built app on (http:\/\/\S+)/.exec(stdout)![1]!;
      expect((await fetch(`${base}/healthz`)).status, output).toBe(200);
      // ready once the renderer (loaded from the folder's own node_modules) is warm and the backend answers
      await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 90_000, interval: 500 }).toBe(200);

      const script = readdirSync(join(out, 'dist/assets')).find((name) => name.endsWith('.js'))!;
      const asset = await fetch(`${base}/assets/${script}`, { method: 'HEAD', headers: { 'accept-encoding': 'br, gzip' } });
      expect([asset.headers.get('content-encoding'), Number(asset.headers.get('content-length'))]).toEqual(['br', statSync(join(out, 'dist/assets', `${script}.br`)).size]);
      const page = await fetch(`${base}/`);
      expect([page.status, page.headers.get('cache-control'), page.headers.get('etag')?.startsWith('"')], output).toEqual([200, 'public, max-age=0, s-maxage=60, stale-while-revalidate=300', true]);
      expect(stdout).toMatch(/^\{"time":"[^"]+","method":"GET","path":"\/healthz","status":200,/m);

      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
      expect(output).toContain('[web] stopped: every request finished');
    },
    240_000,
  );
});
