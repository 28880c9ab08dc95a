import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { WEB_DIR } from './paths.ts';

/** Where the floor page (floor/: the same stack, the same static home markup, no features) is built. */
const FLOOR_DIST = resolve(WEB_DIR, 'dist-floor');

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds the floor page (about two seconds) so the bench always measures it from the same sources as the app. */
export function buildFloor(): void {
  // a production build whatever the caller's environment says, like the app's (`pnpm build` runs in a clean one)
  execFileSync(resolve(WEB_DIR, 'node_modules/.bin/vite'), ['build', '--config', 'floor/vite.config.ts', '--logLevel', 'warn'], { cwd: WEB_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

/** Serves the built floor page on a free loopback port (any path answers its index, as an SPA host would). */
export async function serveFloor(): Promise<{ url: string; stop(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    let file = join(FLOOR_DIST, new URL(req.url ?? '/', 'http://floor').pathname);
    if (!file.startsWith(FLOOR_DIST) || !existsSync(file) || !extname(file)) file = join(FLOOR_DIST, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://localhost:${port}`, stop: () => new Promise((done) => server.close(() => done())) };
}
