import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxConfig } from '../config.ts';
import { readRaw } from '../core/body.ts';
import type { Db } from '../db/db.ts';
import type { Faults } from './faults.ts';
import type { Outbox } from './outbox.ts';
import { playerEffects } from './effects.ts';
import { createDevPlayer, DevError } from './players.ts';

export interface DevState {
  db: Db;
  faults: Faults;
  outbox: Outbox;
  config: SandboxConfig;
  /**
   * How far the sandbox's now is shifted (`POST /__sandbox/clock`): for everyone, or, with `?scope=x`, only for the
   * requests carrying that scope's cookie. A test that moves a day ahead (a pending limit applies) must not end the
   * time-out or the codes of the tests running beside it.
   */
  clock: { offsetMs: number; scoped: Map<string, number> };
  violations: string[];
  /**
   * Config values set for one scope (`POST /__sandbox/config?scope=x`): requests carrying the cookie
   * `sandbox_scope=x` see them instead of the shared ones, so a browser test can shorten the idle timeout for its own
   * pages while other tests run beside it.
   */
  scopedConfig: Map<string, Partial<Pick<SandboxConfig, Tunable>>>;
}

/** The config one request sees: the shared one, with its scope's values over it. */
export function configFor(state: DevState, scope: string | undefined): SandboxConfig {
  const overrides = scope === undefined ? undefined : state.scopedConfig.get(scope);
  return overrides ? { ...state.config, ...overrides } : state.config;
}

/** The sandbox's now as one request sees it: its scope's clock shift, or the shared one. */
export function nowFor(state: DevState, scope: string | undefined): Date {
  const scoped = scope === undefined ? undefined : state.clock.scoped.get(scope);
  return new Date(Date.now() + (scoped ?? state.clock.offsetMs));
}

const tunables = (config: SandboxConfig) => Object.fromEntries(TUNABLE.map((k) => [k, config[k]]));

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/** Keys of SandboxConfig that tests may change at run time. */
const TUNABLE = ['timeToForceLogout', 'paymentSettleMs', 'telegramMaxAgeSeconds', 'bonusIsolation', 'bettingNotice', 'chatAndAnalytics'] as const;
type Tunable = (typeof TUNABLE)[number];

/**
 * Development endpoints under /__sandbox/ (documented in apps/sandbox/README.md):
 * GET outbox, GET|POST|DELETE faults, POST faults/release, GET|POST|DELETE config, POST clock, POST players, GET players/{login}/effects,
 * GET violations, GET health.
 */
export async function handleDev(req: IncomingMessage, res: ServerResponse, url: URL, state: DevState): Promise<void> {
  const route = `${req.method} ${url.pathname.replace(/\/$/, '')}`;
  const scope = url.searchParams.get('scope') ?? undefined;
  const body = async (): Promise<unknown> => {
    const raw = (await readRaw(req)).toString('utf8');
    return raw ? JSON.parse(raw) : {};
  };
  const record = async (): Promise<Record<string, unknown>> => {
    const input = await body();
    if (!input || typeof input !== 'object' || Array.isArray(input)) throw new Error('the body must be a JSON object');
    return input as Record<string, unknown>;
  };
  try {
    const effects = /^GET \/__sandbox\/players\/([^/]+)\/effects$/.exec(route);
    if (effects) return json(res, 200, await playerEffects(state.db, decodeURIComponent(effects[1]!)));
    switch (route) {
      case 'GET /__sandbox/health':
        // which database answers, so a suite run against a PostgreSQL server can tell it is (scripts/with-postgres.sh)
        return json(res, 200, { ok: true, database: state.config.databaseUrl ? 'postgresql' : 'pglite' });
      case 'GET /__sandbox/outbox':
        return json(res, 200, await state.outbox.list({ to: url.searchParams.get('to') ?? undefined, kind: url.searchParams.get('kind') ?? undefined, limit: Number(url.searchParams.get('limit') ?? 50) }));
      case 'GET /__sandbox/faults':
        return json(res, 200, state.faults.list(scope));
      case 'POST /__sandbox/faults': {
        const input = await body();
        const added = (Array.isArray(input) ? input : [input]).map((f) => state.faults.add(f));
        return json(res, 201, added);
      }
      case 'DELETE /__sandbox/faults':
        state.faults.clear(scope);
        return json(res, 200, []);
      case 'POST /__sandbox/faults/release':
        return json(res, 200, { released: await state.faults.release(scope) });
      case 'GET /__sandbox/config':
        return json(res, 200, tunables(configFor(state, scope)));
      case 'POST /__sandbox/config': {
        const input = await record();
        const target: Partial<Pick<SandboxConfig, Tunable>> = scope === undefined ? state.config : (state.scopedConfig.get(scope) ?? {});
        for (const key of TUNABLE) {
          if (key in input) {
            const value = Number(input[key]);
            if (!Number.isFinite(value) || value < 0) throw new Error(`${key} must be a non-negative number`);
            target[key] = value;
          }
        }
        if (scope !== undefined) state.scopedConfig.set(scope, target);
        return json(res, 200, tunables(configFor(state, scope)));
      }
      case 'DELETE /__sandbox/config':
        if (scope === undefined) throw new Error('only a scope\'s config can be cleared: DELETE /__sandbox/config?scope=x');
        state.scopedConfig.delete(scope);
        return json(res, 200, tunables(state.config));
      case 'POST /__sandbox/clock': {
        const input = await record();
        const offsetMs = Number(input.offsetMs ?? 0) || 0;
        if (scope !== undefined) state.clock.scoped.set(scope, offsetMs);
        else state.clock.offsetMs = offsetMs;
        return json(res, 200, { now: nowFor(state, scope).toISOString() });
      }
      case 'DELETE /__sandbox/clock':
        if (scope === undefined) throw new Error('only a scope\'s clock can be cleared: DELETE /__sandbox/clock?scope=x');
        state.clock.scoped.delete(scope);
        return json(res, 200, { now: nowFor(state, undefined).toISOString() });
      case 'POST /__sandbox/players':
        return json(res, 201, await createDevPlayer(state.db, await body(), nowFor(state, scope)));
      case 'GET /__sandbox/violations':
        return json(res, 200, state.violations);
      default:
        return json(res, 404, { error: `no dev endpoint ${route}` });
    }
  } catch (error) {
    if (error instanceof DevError) return json(res, error.status, { error: error.message, field: error.field });
    return json(res, 400, { error: (error as Error).message });
  }
}
