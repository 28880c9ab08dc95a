import { mkdirSync } from 'node:fs';
import { IN_MEMORY, loadConfig } from './config.ts';
import { createSandbox } from './core/app.ts';

const config = loadConfig();
// in memory there is no folder to make: `mkdir memory://` left an empty `memory:` folder behind every harness run
if (!config.databaseUrl && config.dataDir !== IN_MEMORY) mkdirSync(config.dataDir, { recursive: true });
const started = Date.now();
const sandbox = await createSandbox(config);
const url = await sandbox.listen();
console.log(`[sandbox] ${url} ready in ${Date.now() - started} ms (${config.dev ? 'development' : 'production'} mode, ${config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`})`);

const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
