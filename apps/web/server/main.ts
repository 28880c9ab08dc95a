import type { AddressInfo } from 'node:net';
import { backendReads } from './backend-reads.ts';
import { waitForBackend } from './backend-ready.ts';
import { vendorsFromEnv } from './csp.ts';
import { createRequestRenderer, WARM_UP_PATHS } from './rendered-pages.ts';
import { createAppServer } from './server.ts';
import { logRequests } from './request-log.ts';
import { partnerOrigin } from './security-headers.ts';
import { createDrain, exitOnSignal } from './shutdown.ts';

/**
 * Serves the built app in production: `pnpm --filter @casino/web serve` after `pnpm --filter @casino/web build`, or
 * `node server/main.mjs` in the deploy folder (`pnpm deploy:web`, scripts/deploy-web.mjs).
 *
 * - `PORT` (default 8080; 0 picks a free port, which the first line says), `HOST` (default 0.0.0.0)
 * - `BACKEND_URL`: where `/api`, `/nfx`, … go (default the local sandbox, `http://127.0.0.1:8787`)
 * - `BACKEND_WAIT_MS` (default 60000): how long the start waits for the backend to answer before opening anyway
 * - `FORM_FRAME_ANCESTORS`: space- or comma-separated origins of the partner sites that may frame `/forms/*`
 *   (none by default: then nobody may frame any page)
 * - `APP_DIST`: the built app (default `dist` beside this folder); the game pages are rendered on request with the
 *   build's renderer, `dist-ssr` beside it (rendered-pages.ts), and left to the app where there is none
 * - `CSP_VENDOR_ORIGINS`, `CSP_SCRIPT_SRC`, `CSP_CONNECT_SRC`, `CSP_FRAME_SRC`, `CSP_IMG_SRC`, `CSP_FORM_ACTION`: the
 *   third-party origins the content security policy allows (csp.ts); none by default: only our own origin
 * - `SHUTDOWN_GRACE_MS` (default 10000): after SIGTERM, how long requests in flight may take before they are cut
 *   (shutdown.ts)
 * - `LOG_REQUESTS=1`: one JSON line per request on stdout (request-log.ts); off by default
 */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const formFrameAncestors = (process.env.FORM_FRAME_ANCESTORS ?? '').split(/[\s,]+/).filter(Boolean).map(partnerOrigin);

const root = process.env.APP_DIST ?? new URL('../dist', import.meta.url).pathname;
const backend = process.env.BACKEND_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
// The renderer's first pages read the backend: wait until it answers (it may be starting beside us), not forever.
const BACKEND_WAIT_MS = Number(process.env.BACKEND_WAIT_MS ?? 60_000);
const reads = backendReads(backend, 2_000);
const backendWait = waitForBackend(async () => (await reads.locales()) !== undefined, { limitMs: BACKEND_WAIT_MS }).then((answered) => {
  if (!answered) console.error(`[web] the backend at ${backend} did not answer within ${BACKEND_WAIT_MS / 1000} s: serving anyway; pages that need it are rendered once it answers (check BACKEND_URL)`);
});
// visitors wait until the page renderer is warm: its first renders take longer than a visitor waits, and they would
// also take the CPU from the first visitors' pages
const renderer = createRequestRenderer({ root, backend, version: process.env.VITE_APP_VERSION, warmUp: WARM_UP_PATHS, after: backendWait });
// (not longer than this: a backend that does not answer must not keep the site closed)
const WARM_UP_LIMIT_MS = 20_000;
const starting = backendWait.then(() => Promise.race([renderer.warmed, new Promise((done) => setTimeout(done, WARM_UP_LIMIT_MS).unref())]));

const server = createAppServer({ root, backend, formFrameAncestors, vendors: vendorsFromEnv(process.env), renderer, starting });
if (process.env.LOG_REQUESTS === '1') logRequests(server);
exitOnSignal(createDrain(server), { graceMs: SHUTDOWN_GRACE_MS });
// the port opens at once, so that `/healthz` answers while the start goes on; `/readyz` says when it is done
server.listen(port, host, () => {
  const address = server.address() as AddressInfo;
  console.log(`[web] serving the built app on http://${host}:${address.port}`);
});
