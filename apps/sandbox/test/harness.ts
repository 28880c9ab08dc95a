import { loadConfig, type SandboxConfig } from '../src/config.ts';
import { createSandbox, type Sandbox } from '../src/core/app.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

export interface RunningSandbox {
  url: string;
  sandbox: Sandbox;
  db: Sandbox['db'];
  close(): Promise<void>;
}

/**
 * A fresh sandbox for tests, migrated and seeded, on a free port, in development mode. Its database is an in-memory
 * PGlite, or, when `DATABASE_URL` names a PostgreSQL server, a new database of its own there, dropped on `close()`
 * (`scripts/with-postgres.sh` runs the contract tests that way against a throw-away server).
 */
export async function startSandbox(overrides: Partial<SandboxConfig> = {}): Promise<RunningSandbox> {
  const server = process.env.DATABASE_URL || undefined;
  const database = server ? await createThrowawayDatabase(server) : undefined;
  const config = loadConfig({}, { dataDir: 'memory://', port: 0, dev: true, databaseUrl: database?.url, appOrigin: 'http://localhost:5173', ...overrides });
  const sandbox = await createSandbox(config).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  const url = await sandbox.listen(0, '127.0.0.1');
  return {
    url,
    sandbox,
    db: sandbox.db,
    async close() {
      await sandbox.close();
      await database?.drop();
    },
  };
}
