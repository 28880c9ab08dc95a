import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** Helpers of scale-out.test.ts: processes it starts and stops, plain HTTP, nginx's configuration. */

export const freePort = () =>
  new Promise<number>((done, failed) => {
    const server = createServer();
    server.on('error', failed);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : failed(new Error('no port'))));
    });
  });

export interface Started {
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  readonly output: () => string;
  /** Resolves with its exit code once it has exited. */
  readonly exited: Promise<number | null>;
}

export function startProcess(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Started {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

/** SIGTERM, then SIGKILL after `graceMs` if it is still there. */
export async function stopProcess(started: Started | undefined, graceMs = 5_000): Promise<void> {
  if (!started || started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), graceMs);
  await started.exited;
  clearTimeout(timer);
}

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

// Keep-alive, like a browser and like nginx towards the processes: a connection cut by a process that goes away is
// part of what is tested.
const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/** A GET (or HEAD) on 127.0.0.1:port with these headers (Host among them, which fetch cannot set). */
export function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((done, failed) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent, timeout: 90_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', failed);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path}: no answer in 90 s`)));
    req.on('error', failed);
    req.end();
  });
}

export const closeConnections = () => agent.destroy();

/** The body as the server meant it, whatever it was sent in. */
export function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

/** Polls until `check` holds (a falsy answer or a thrown error count as not yet). */
export async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs: number, log: () => string = () => ''): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s\n${log().slice(-3_000)}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Where nginx is: `NGINX`, or Debian's. */
export function nginxBinary(): string | undefined {
  return [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'].find((path): path is string => !!path && existsSync(path));
}

/**
 * nginx.conf.example with only what an operator changes too: the processes' addresses, the port and the cache folder;
 * and the temporary folders, which a packaged nginx keeps under /var/lib/nginx (root's), given inside `dir`. Each
 * replacement must find its line, so a change of the example that the test would no longer follow fails here.
 */
export function nginxConfig(example: string, dir: string, ports: { nginx: number; upstreams: readonly [number, number] }): string {
  let conf = readFileSync(example, 'utf8');
  const replace = (from: string | RegExp, to: string) => {
    const next = conf.replace(from, to);
    if (next === conf) throw new Error(`${example} no longer has ${String(from)}: update scale-out-support.ts`);
    conf = next;
  };
  replace('server 127.0.0.1:8081 ', `server 127.0.0.1:${ports.upstreams[0]} `);
  replace('server 127.0.0.1:8082 ', `server 127.0.0.1:${ports.upstreams[1]} `);
  replace(/listen 8080;/, `listen 127.0.0.1:${ports.nginx};`);
  replace('/var/cache/nginx/casino', join(dir, 'cache'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${join(dir, `${kind}-temp`)};`).join('\n');
  replace(/^http \{$/m, `http {\n${temp}`);
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

/** nginx's arguments for that configuration: in the foreground, its pid file and errors in `dir`/its stderr. */
export const nginxArgs = (dir: string, conf: string) => ['-p', dir, '-c', conf, '-g', `daemon off; pid ${join(dir, 'nginx.pid')}; error_log stderr warn;`];

/** `nginx -t`: the configuration as nginx reads it; throws with nginx's words when it refuses it. */
export function checkNginxConfig(binary: string, dir: string, conf: string): void {
  const result = spawnSync(binary, ['-t', ...nginxArgs(dir, conf)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx -t refused ${conf}:\n${result.stderr}`);
}
