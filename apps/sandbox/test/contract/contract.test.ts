/**
 * Contract tests: every operation of openapi/casino-api.yaml is called through @casino/sdk against a running
 * sandbox, at least once with a success and once with an error. Each area registers its cases from
 * `./<area>.cases.ts` (an exported function whose name ends in `Cases`); the last test checks the coverage and that
 * no answer violated the contract.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractEnv, type ContractEnv } from './env.ts';

const { env, start, stop } = createContractEnv();
beforeAll(start);
afterAll(stop);

const here = fileURLToPath(new URL('.', import.meta.url));
const modules: Array<[string, Record<string, unknown>]> = [];
for (const file of readdirSync(here).filter((f) => f.endsWith('.cases.ts')).sort()) {
  modules.push([file, (await import(pathToFileURL(here + file).href)) as Record<string, unknown>]);
}
for (const [file, mod] of modules) {
  for (const [name, register] of Object.entries(mod)) {
    if (name.endsWith('Cases') && typeof register === 'function') describe(`${file} ${name}`, () => (register as (env: ContractEnv) => void)(env));
  }
}

describe('contract coverage', () => {
  it('resolves every path of the contract', () => {
    expect(env.sandbox.sandbox.contract.unresolved).toEqual([]);
  });

  it('answered no call in violation of the contract', () => {
    expect(env.sandbox.sandbox.state.violations).toEqual([]);
  });

  it('called every operation with a success and with an error', () => {
    const { contract, calls } = env.sandbox.sandbox;
    const missing: string[] = [];
    for (const { operationId } of contract.operations) {
      const statuses = calls.filter((c) => c.operationId === operationId).map((c) => c.status);
      if (!statuses.some((s) => s < 400)) missing.push(`${operationId}: no success`);
      if (!statuses.some((s) => s >= 400)) missing.push(`${operationId}: no error`);
    }
    expect(missing).toEqual([]);
  });
});
