import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { call, createApiClient, type ApiClient } from '@casino/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFetch } from '../../test/contract/env.ts';
import { VALID_CARD } from '../../test/contract/money-helpers.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../test/throwaway-database.ts';

/**
 * Two sandbox processes on one PostgreSQL server, as a backend runs several behind a load balancer: a one-shot money
 * action sent to both at once, with the same idempotency key, is carried out once, and two different ones racing
 * for the same deposit limit do not both pass it. On PGlite one process runs one transaction at a time, so only a
 * server shows this. Runs when DATABASE_URL names a server (scripts/test-postgres.sh, a step of `npm test`).
 */
const SERVER = process.env.DATABASE_URL;
const SANDBOX_DIR = fileURLToPath(new URL('../..', import.meta.url));

interface Process {
  readonly url: string;
  readonly child: ChildProcess;
  readonly output: () => string;
}

/** `tsx src/main.ts` on the database, on a free port; resolves once it says it is ready. */
function startProcess(databaseUrl: string): Promise<Process> {
  const child = spawn(`${SANDBOX_DIR}/node_modules/.bin/tsx`, ['src/main.ts'], {
    cwd: SANDBOX_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, SANDBOX_PORT: '0', SANDBOX_HOST: '127.0.0.1', SANDBOX_MODE: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((ready, failed) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /\[sandbox\] (http:\/\/\S+) ready/.exec(output)?.[1];
      if (url) ready({ url, child, output: () => output });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => failed(new Error(`the sandbox exited with ${code} before it was ready:\n${output}`)));
  });
}

const stopProcess = (p: Process | undefined) =>
  new Promise<void>((done) => {
    if (!p || p.child.exitCode !== null) return done();
    p.child.once('exit', () => done());
    p.child.kill('SIGTERM');
  });

describe.skipIf(!SERVER)('two sandbox processes on one PostgreSQL server (DATABASE_URL)', () => {
  let database: ThrowawayDatabase | undefined;
  let a: Process | undefined;
  let b: Process | undefined;

  beforeAll(async () => {
    database = await createThrowawayDatabase(SERVER!);
    // started together on an empty database: one migrates and seeds, the other waits for it (Db.exclusive)
    [a, b] = await Promise.all([startProcess(database.url), startProcess(database.url)]);
  });
  afterAll(async () => {
    await Promise.all([stopProcess(a), stopProcess(b)]);
    await database?.drop();
  });

  /** A fresh player signed in once; its session (a row in the database) is good on both processes. */
  async function player(setup: Record<string, unknown> = {}): Promise<{ email: string; onA: ApiClient; onB: ApiClient }> {
    const made = await fetch(`${a!.url}/__sandbox/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(setup) });
    expect(made.status).toBe(201);
    const { email, password } = (await made.json()) as { email: string; password: string };
    const jar = cookieFetch();
    const client = (baseUrl: string) => createApiClient({ baseUrl, fetch: jar, locale: 'en', version: 'postgres-test' });
    const [onA, onB] = [client(a!.url), client(b!.url)];
    await call(onB.POST('/api/auth.login', { body: { login: email, password } }));
    return { email, onA, onB };
  }

  const effects = async (email: string) => (await (await fetch(`${a!.url}/__sandbox/players/${encodeURIComponent(email)}/effects`)).json()) as Record<string, number>;

  async function visaMc(api: ApiClient): Promise<number> {
    const method = (await call(api.GET('/api/cashier.getdepositsettings'))).methods.find((m) => m.sysname === 'visa_mc');
    expect(method).toBeDefined();
    return method!.id;
  }

  it('a deposit sent to both processes at once with the same key makes one payment, answered alike to both', async () => {
    const { email, onA, onB } = await player();
    const methodId = await visaMc(onA);
    const deposit = (api: ApiClient, key: string) => call(api.POST('/api/cashier.makedeposit', { body: { methodId, method: 'visa_mc', amount: 10, requisites: VALID_CARD, idempotency_key: key } }));
    const ids: number[] = [];
    // several rounds: each pair leaves the two processes within a millisecond; any interleaving must come out as one
    for (let round = 0; round < 8; round++) {
      const key = `twins-${round}-${Date.now()}`;
      const [first, second] = await Promise.all([deposit(onA, key), deposit(onB, key)]);
      expect(second, `round ${round}`).toEqual(first);
      expect(first.status).toBe('success');
      ids.push(first.id);
    }
    expect(new Set(ids).size).toBe(8);
    expect(await effects(email)).toMatchObject({ 'payments:deposit:success': 8, 'ledger:deposit': 8 });
    for (const api of [onA, onB]) expect((await call(api.GET('/api/account.getBalance'))).balance_main.amount).toBe(80);
  });

  it('a loyalty purchase sent to both at once spends the points once', async () => {
    const { email, onA, onB } = await player({ loyaltyPoints: 600 });
    const product = (await call(onA.GET('/api/loyalty.getproducts'))).items.find((p) => p.sysname === 'bonus-10')!;
    const once = { id: product.id, idempotency_key: `buy-${Date.now()}` };
    expect(await Promise.all([call(onA.POST('/api/loyalty.buyproduct', { body: once })), call(onB.POST('/api/loyalty.buyproduct', { body: once }))])).toEqual([1, 1]);
    expect((await call(onB.GET('/api/loyalty.getinfo'))).points).toBe(600 - product.price);
    expect(await effects(email)).toMatchObject({ 'loyalty_points:product': 1 });
  });

  it('two different deposits racing for the last of a deposit limit: one passes, the other is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const { email, onA, onB } = await player({ depositLimit: { amount: 100, periodDays: 7 } });
      const methodId = await visaMc(onA);
      const deposit = (api: ApiClient, key: string) => call(api.POST('/api/cashier.makedeposit', { body: { methodId, method: 'visa_mc', amount: 60, requisites: VALID_CARD, idempotency_key: key } }));
      const outcomes = await Promise.allSettled([deposit(onA, `limit-a-${round}-${Date.now()}`), deposit(onB, `limit-b-${round}-${Date.now()}`)]);
      expect(outcomes.map((o) => o.status).sort(), `round ${round}`).toEqual(['fulfilled', 'rejected']);
      expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { type: 'BillingDepositLimitExceededException' } });
      expect(await effects(email)).toMatchObject({ 'payments:deposit:success': 1 });
    }
  });
});
