import { PGlite } from '@electric-sql/pglite';

/** The sandbox's database port: PGlite (embedded PostgreSQL) or a PostgreSQL server via DATABASE_URL. */
export interface Db {
  query<T = Record<string, any>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Exactly one row, or throws. */
  one<T = Record<string, any>>(sql: string, params?: readonly unknown[]): Promise<T>;
  maybeOne<T = Record<string, any>>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Runner = (sql: string, params?: readonly unknown[]) => Promise<{ rows: any[] }>;

function wrap(run: Runner, exec: (sql: string) => Promise<void>, transaction: Db['transaction'], close: () => Promise<void>): Db {
  const db: Db = {
    async query(sql, params) {
      return (await run(sql, params)).rows;
    },
    async one(sql, params) {
      const rows = (await run(sql, params)).rows;
      if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}: ${sql}`);
      return rows[0];
    },
    async maybeOne(sql, params) {
      return (await run(sql, params)).rows[0];
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
      (sql, params) => tx.query(sql, params as any[]),
      async (sql) => void (await tx.exec(sql)),
      async (fn) => fn(fromTx(tx)), // nested: reuse the outer transaction
      async () => undefined,
    );
  return wrap(
    (sql, params) => pg.query(sql, params as any[]),
    async (sql) => void (await pg.exec(sql)),
    (fn) => pg.transaction((tx) => fn(fromTx(tx))),
    () => pg.close(),
  );
}

export async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  const fromClient = (client: { query: (sql: string, params?: any[]) => Promise<{ rows: any[] }> }): Db =>
    wrap(
      (sql, params) => client.query(sql, params as any[]),
      async (sql) => void (await client.query(sql)),
      async (fn) => fn(fromClient(client)),
      async () => undefined,
    );
  return wrap(
    (sql, params) => pool.query(sql, params as any[]),
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
