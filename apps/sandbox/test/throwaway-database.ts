import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  /** The new database's address: the server's URL with its own database name. */
  readonly url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/** Runs one statement on the server's own database (the one `serverUrl` names), on a connection of its own. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server `serverUrl` points at, for one test sandbox: the sandbox migrates and
 * seeds it as it would a real one, and nothing of it is shared with another test or with the database the URL names
 * (which is never written). Needs a role that may create databases.
 */
export async function createThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  const name = `sandbox_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`).catch((error: Error) => {
    throw new Error(`DATABASE_URL: could not create a throw-away test database on ${new URL(serverUrl).host} (${error.message}); the role needs CREATEDB`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
