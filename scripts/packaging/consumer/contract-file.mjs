// Run by the packaging test in the consumer project, after `npm install` of the tarballs: finds the contract the SDK
// ships (`@casino/sdk/openapi.yaml`) the two ways a tool would, through `import` and through `require` (which only the
// exports' `default` condition answers), reads its first lines, and loads the SDK with `require()` too. Plain
// JavaScript on purpose: the typechecked consumer (consumer.ts) must compile without Node's types.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const viaImport = fileURLToPath(import.meta.resolve('@casino/sdk/openapi.yaml'));
const viaRequire = require.resolve('@casino/sdk/openapi.yaml');
const text = readFileSync(viaImport, 'utf8');
const field = (pattern) => pattern.exec(text)?.[1];
console.log(
  JSON.stringify({
    viaImport,
    viaRequire,
    openapi: field(/^openapi: *['"]?([^'"\s]+)/m),
    version: field(/^info:\n(?:[ #].*\n)*? {2}version: *['"]?([^'"\s]+)/m),
    // one document: no reference into another file is left
    bundled: !/\$ref: *['"]?[^'"#\s]*\.ya?ml/.test(text),
    required: require('@casino/sdk').CONTRACT_VERSION,
  }),
);
