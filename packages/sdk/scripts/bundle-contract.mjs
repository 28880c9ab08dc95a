#!/usr/bin/env node
// Part of `build`: writes dist/openapi.yaml, the contract as one document (no `$ref` to other files), which the
// package exports as `@casino/sdk/openapi.yaml` for tools that read the contract itself (generators, mock servers,
// documentation). It is bundled from the same openapi/ sources the types were generated from, and the build stops
// when their versions differ: the committed types are stale (run `pnpm generate` at the repo root). The package's
// turbo.json lists openapi/ among the build's inputs, so turbo does not reuse a cached build after a contract change.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig, stringifyYaml } from '@redocly/openapi-core';

const here = dirname(fileURLToPath(import.meta.url));
const source = resolve(here, '../../../openapi/casino-api.yaml');
const target = resolve(here, '../dist/openapi.yaml');
// read as text: the build runs on plain Node, which does not load TypeScript
const generated = await readFile(resolve(here, '../src/generated/contract.ts'), 'utf8');
const CONTRACT_VERSION = /export const CONTRACT_VERSION = "([^"]*)";/.exec(generated)?.[1];

const { bundle: result, problems } = await bundle({ ref: source, config: await createConfig({}) });
const errors = problems.filter((p) => p.severity === 'error');
if (errors.length > 0) throw new Error(`${source} does not bundle:\n${errors.map((p) => `  ${p.message}`).join('\n')}`);
const document = result.parsed;
if (document.info?.version !== CONTRACT_VERSION) {
  throw new Error(`the contract is version ${document.info?.version}, the generated SDK ${CONTRACT_VERSION}: run \`pnpm generate\``);
}
await mkdir(dirname(target), { recursive: true });
await writeFile(target, stringifyYaml(document, { noRefs: true, lineWidth: -1 }));
console.log(`wrote ${target} (contract ${CONTRACT_VERSION})`);
