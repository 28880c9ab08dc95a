/**
 * Keeps the contract's `security` honest: an operation that declares only the `sid` session refuses a guest
 * (AuthorizationException), and an operation that lets a guest in (`security: []`, or `{}` beside `sid`) never asks
 * for a signed-in player. Each handler is called directly with a guest context whose `requireUser()` throws a marker,
 * so request validation (which runs first over HTTP) cannot hide the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRoutes } from '../src/core/registry.ts';
import type { Ctx } from '../src/core/types.ts';
import { startSandbox, type RunningSandbox } from './harness.ts';

const NEEDS_USER = 'requireUser() called for a guest';
type Security = Array<Record<string, string[]>> | undefined;

describe('contract security ↔ sandbox handlers', () => {
  let running: RunningSandbox;
  let handlers: Awaited<ReturnType<typeof loadRoutes>>['handlers'];
  beforeAll(async () => {
    running = await startSandbox();
    ({ handlers } = await loadRoutes());
  });
  afterAll(() => running.close());

  const asGuest = async (operationId: string): Promise<string> => {
    const { sandbox } = running;
    const ctx: Ctx = {
      operationId,
      params: {},
      locale: 'en',
      db: sandbox.db,
      outbox: sandbox.state.outbox,
      config: sandbox.config,
      now: () => new Date(),
      headers: {},
      ownOrigin: 'http://127.0.0.1',
      setHeader: () => undefined,
      session: { id: '', uid: null, signIn: () => Promise.reject(new Error('no sign-in here')), signOut: () => Promise.resolve() },
      requireUser: () => {
        throw new Error(NEEDS_USER);
      },
    };
    try {
      await handlers.get(operationId)!(ctx);
      return 'answered';
    } catch (error) {
      const { message, type } = error as { message: string; type?: string };
      return message === NEEDS_USER ? 'needs user' : `failed: ${type ?? message}`;
    }
  };

  it('declares security on every operation, with the sid scheme only', () => {
    const { document, operations } = running.sandbox.contract;
    expect(Object.keys((document.components as { securitySchemes: object }).securitySchemes)).toEqual(['sid']);
    const undeclared = operations.filter((o) => !Array.isArray(security(o.path, o.method)));
    expect(undeclared.map((o) => o.operationId)).toEqual([]);
  });

  it('session operations refuse a guest; guest operations never ask for a player', async () => {
    const wrong: string[] = [];
    for (const op of running.sandbox.contract.operations) {
      const declared = security(op.path, op.method)!;
      const sessionOnly = declared.length > 0 && declared.every((r) => 'sid' in r);
      const outcome = await asGuest(op.operationId);
      const refused = outcome === 'needs user' || outcome === 'failed: AuthorizationException';
      if (sessionOnly && !refused) wrong.push(`${op.operationId} declares sid only but a guest got: ${outcome}`);
      if (!sessionOnly && outcome === 'needs user') wrong.push(`${op.operationId} lets guests in but its handler requires a player`);
    }
    expect(wrong).toEqual([]);
  });

  function security(path: string, method: string): Security {
    const item = running.sandbox.contract.document.paths[path] as Record<string, { security?: Security }>;
    return item[method]?.security;
  }
});
