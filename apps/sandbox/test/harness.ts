import { loadConfig, type SandboxConfig } from '../src/config.ts';
import { createSandbox, type Sandbox } from '../src/core/app.ts';

export interface RunningSandbox {
  url: string;
  sandbox: Sandbox;
  db: Sandbox['db'];
  close(): Promise<void>;
}

/** A fresh sandbox for tests: in-memory PGlite, migrated and seeded, on a free port, development mode. */
export async function startSandbox(overrides: Partial<SandboxConfig> = {}): Promise<RunningSandbox> {
  const config = loadConfig({}, { dataDir: 'memory://', port: 0, dev: true, databaseUrl: undefined, appOrigin: 'http://localhost:5173', ...overrides });
  const sandbox = await createSandbox(config);
  const url = await sandbox.listen(0, '127.0.0.1');
  return { url, sandbox, db: sandbox.db, close: () => sandbox.close() };
}
