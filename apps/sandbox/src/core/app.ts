import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { SandboxConfig } from '../config.ts';
import { openPglite, openPostgres, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { Faults } from '../dev/faults.ts';
import { Outbox } from '../dev/outbox.ts';
import { handleDev, type DevState } from '../dev/routes.ts';
import { runSeeds } from '../seed/run.ts';
import { loadContract, type Contract } from './contract.ts';
import { handleCors } from './cors.ts';
import { handleOperation } from './dispatch.ts';
import { ApiError } from './errors.ts';
import { loadRoutes } from './registry.ts';
import { loadSession, secureCookies } from './session.ts';
import type { RawApp, RawRoute, RoutedHandler } from './types.ts';
import { createValidators, type Validators } from './validation.ts';

export interface Sandbox {
  readonly config: SandboxConfig;
  readonly db: Db;
  readonly contract: Contract;
  readonly state: DevState;
  readonly server: Server;
  /** Operations answered so far, with the HTTP status (contract-coverage checks in tests). */
  readonly calls: Array<{ operationId: string; status: number }>;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export interface AppParts {
  config: SandboxConfig;
  db: Db;
  contract: Contract;
  validators: Validators;
  handlers: ReadonlyMap<string, RoutedHandler>;
  state: DevState;
  calls: Sandbox['calls'];
  corsOrigins: ReadonlySet<string>;
  now(): Date;
}

export async function createSandbox(config: SandboxConfig): Promise<Sandbox> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  // one process at a time: sandboxes sharing a PostgreSQL server may start together
  await db.exclusive(async () => {
    await migrate(db);
    await runSeeds(db, config);
  });
  const contract = await loadContract(config.contractPath);
  const { handlers, rawRoutes } = await loadRoutes();
  const state: DevState = { db, faults: new Faults(), outbox: new Outbox(db), config, clock: { offsetMs: 0, scoped: new Map() }, violations: [], scopedConfig: new Map() };
  const calls: Sandbox['calls'] = [];
  const now = () => new Date(Date.now() + state.clock.offsetMs);
  const parts: AppParts = { config, db, contract, validators: createValidators(), handlers, state, calls, corsOrigins: new Set(config.corsOrigins), now };
  const rawApp: RawApp = {
    db,
    config,
    now,
    async signIn(req, res, uid) {
      const session = await loadSession(db, req, (cookie) => res.appendHeader('set-cookie', cookie), secureCookies(config));
      await session.signIn(uid);
    },
  };

  const server = createServer((req, res) => {
    route(req, res, parts, rawRoutes, rawApp).catch((error) => {
      // a raw route refusing what it was sent (an unreadable form) answers in the catalogue's envelope, not as a crash
      if (error instanceof ApiError && !res.headersSent) return void res.writeHead(error.status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(error.toBody()));
      console.error('[sandbox] unhandled', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('sandbox error');
    });
  });
  // Test clients (Playwright's request contexts) keep connections open between calls seconds apart. With Node's 5 s
  // default, the sandbox could close an idle one just as a client sent a call on it: ECONNRESET, a flaky test.
  // `close()` still ends idle connections at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  return {
    config,
    db,
    contract,
    state,
    server,
    calls,
    listen: (port = config.port, host = config.host) =>
      new Promise((resolve) => {
        server.listen(port, host, () => {
          const address = server.address();
          resolve(`http://${host}:${typeof address === 'object' && address ? address.port : port}`);
        });
      }),
    async close() {
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** The methods a path answers: its contract operations, the raw routes under it, the development endpoints. */
function methodsAt(pathname: string, parts: AppParts, rawRoutes: RawRoute[]): string[] {
  const methods = new Set<string>(METHODS.filter((method) => parts.contract.find(method, pathname)));
  for (const raw of rawRoutes) if (pathname.startsWith(raw.prefix)) methods.add(raw.method);
  if (parts.config.dev && pathname.startsWith('/__sandbox/')) for (const method of ['GET', 'POST', 'DELETE']) methods.add(method);
  return [...methods];
}

async function route(req: IncomingMessage, res: ServerResponse, parts: AppParts, rawRoutes: RawRoute[], rawApp: RawApp): Promise<void> {
  if (handleCors(req, res, parts.corsOrigins, (pathname) => methodsAt(pathname, parts, rawRoutes))) return;
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  if (url.pathname.startsWith('/__sandbox/') || url.pathname === '/__sandbox') {
    if (!parts.config.dev) return void res.writeHead(404).end();
    return handleDev(req, res, url, parts.state);
  }
  const raw = rawRoutes.find((r) => r.method === req.method && url.pathname.startsWith(r.prefix));
  const found = parts.contract.find(req.method ?? 'GET', url.pathname);
  if (raw && !found) return raw.handle(req, res, rawApp);
  return handleOperation(req, res, url, found, parts);
}
