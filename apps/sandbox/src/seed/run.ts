import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SandboxConfig } from '../config.ts';
import type { Db } from '../db/db.ts';

const seedDir = fileURLToPath(new URL('./', import.meta.url));

/** Runs every `seed/NNN-name.ts` in name order, once per database. */
export async function runSeeds(db: Db, config: SandboxConfig): Promise<boolean> {
  await db.exec('CREATE TABLE IF NOT EXISTS seed_state (id integer PRIMARY KEY, seeded_at timestamptz NOT NULL DEFAULT now())');
  if (await db.maybeOne('SELECT 1 FROM seed_state WHERE id = 1')) return false;
  const files = (await readdir(seedDir)).filter((f) => /^\d+-.+\.ts$/.test(f) && !f.endsWith('.test.ts')).sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(seedDir + file).href)) as { seed?: (db: Db, config: SandboxConfig) => Promise<void> };
    if (typeof mod.seed !== 'function') throw new Error(`seed/${file} exports no seed(db, config)`);
    await mod.seed(db, config);
  }
  await db.query('INSERT INTO seed_state (id) VALUES (1)');
  return true;
}
