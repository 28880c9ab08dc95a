import { PGlite } from '@electric-sql/pglite';

/** The sandbox's database port: PGlite (embedded PostgreSQL) or a PostgreSQL server via DATABASE_URL. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Exactly one row, or throws. */
  one<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T>;
  maybeOne<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Runner = (sql: string, params?: readonly unknown[]) => Promise<{ rows: unknown[] }>;

// The row type is the caller's word for what its SQL selects: the drivers only know the rows are objects.
function wrap(run: Runner, exec: (sql: string) => Promise<void>, transaction: Db['transaction'], close: () => Promise<void>): Db {
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
    close,
  };
  return db;
}

export async function openPglite(dataDir: string): Promise<Db> {
  const pg = dataDir === 'memory://' ? new PGlite() : new PGlite(dataDir);
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
  return wrap(
    (sql, params) => pool.query(sql, params && [...params]),
    async (sql) => void (await pool.query(sql)),
    async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(fromClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    () => pool.end(),
  );
}
