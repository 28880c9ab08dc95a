import { PGlite } from '@electric-sql/pglite';
import { IN_MEMORY } from '../config.ts';

/** The sandbox's database port: PGlite (embedded PostgreSQL) or a PostgreSQL server via DATABASE_URL. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Exactly one row, or throws. */
  one<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T>;
  maybeOne<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in one transaction. On a PostgreSQL server its outcome is one that running the transactions one at a
   * time would give, as on PGlite (see `openPostgres`): `fn` may be run again, so it does nothing but database work.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while no other process on the same database is inside its own `exclusive` (the start-up's migrations
   * and seeds). PGlite's folder belongs to one process, so there it just runs `fn`.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Runner = (sql: string, params?: readonly unknown[]) => Promise<{ rows: unknown[] }>;

// The row type is the caller's word for what its SQL selects: the drivers only know the rows are objects.
function wrap(run: Runner, exec: (sql: string) => Promise<void>, transaction: Db['transaction'], close: () => Promise<void>, exclusive: Db['exclusive'] = (fn) => fn()): Db {
  const rowsOf = async <T>(sql: string, params?: readonly unknown[]) => (await run(sql, params)).rows as T[];
  const db: Db = {
    query: rowsOf,
    async one<T>(sql: string, params?: readonly unknown[]) {
      const rows = await rowsOf<T>(sql, params);
      if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}: ${sql}`);
      return rows[0]!;
    },
    async maybeOne<T>(sql: string, params?: readonly unknown[]) {
      return (await rowsOf<T>(sql, params))[0];
    },
    exec,
    transaction,
    exclusive,
    close,
  };
  return db;
}

export async function openPglite(dataDir: string): Promise<Db> {
  const pg = dataDir === IN_MEMORY ? new PGlite() : new PGlite(dataDir);
  await pg.waitReady;
  const fromTx = (tx: { query: PGlite['query']; exec: PGlite['exec'] }): Db =>
    wrap(
      (sql, params) => tx.query(sql, params && [...params]),
      async (sql) => void (await tx.exec(sql)),
      async (fn) => fn(fromTx(tx)), // nested: reuse the outer transaction
      async () => undefined,
    );
  return wrap(
    (sql, params) => pg.query(sql, params && [...params]),
    async (sql) => void (await pg.exec(sql)),
    (fn) => pg.transaction((tx) => fn(fromTx(tx))),
    () => pg.close(),
  );
}

/** SQLSTATEs after which a transaction may simply be run again: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 10;
/** The advisory lock key of `exclusive` (any constant: only the sandbox takes advisory locks on its database). */
const STARTUP_LOCK = 872_641;

/**
 * A PostgreSQL server (`DATABASE_URL`), which several sandbox processes may share.
 *
 * The handlers were written against PGlite, which runs one transaction at a time, and some rely on it: a one-shot
 * action looks its idempotency key up, checks the balance and inserts. On a server two twins of it run side by side
 * and the second can see the first's spending committed but not yet its key (read committed), or miss it entirely.
 * So every transaction runs at SERIALIZABLE: PostgreSQL aborts one whose outcome no one-at-a-time order would give,
 * and it is run again here, now seeing the other's rows, which is what PGlite would have answered. At read committed
 * the contract tests saw a loyalty purchase's retry answered "Not enough points", and two deposits sent to two
 * processes at once both passed a deposit limit they exceeded together (src/db/postgres-server.test.ts).
 */
export async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  const fromClient = (client: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }): Db =>
    wrap(
      (sql, params) => client.query(sql, params && [...params]),
      async (sql) => void (await client.query(sql)),
      async (fn) => fn(fromClient(client)),
      async () => undefined,
    );
  const transaction = async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
        const result = await fn(fromClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        if (!RETRYABLE.has((error as { code?: string } | null)?.code ?? '') || attempt === MAX_ATTEMPTS) throw error;
      } finally {
        client.release();
      }
      // a short random pause, so that the twins that collided do not collide again
      await new Promise((done) => setTimeout(done, Math.random() * 10 * attempt));
    }
  };
  // Two sandboxes started together on a new database would both create the tables and both seed: the start-up holds a
  // session-level advisory lock on a connection of its own, and the second waits, then finds everything done.
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      client.release();
    }
  };
  return wrap(
    (sql, params) => pool.query(sql, params && [...params]),
    async (sql) => void (await pool.query(sql)),
    transaction,
    () => pool.end(),
    exclusive,
  );
}
