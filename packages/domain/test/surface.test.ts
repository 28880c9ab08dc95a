import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as root from '../src/index';

const here = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const areas = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(here, d.name, 'index.ts')))
  .map((d) => d.name);

describe('public surface', () => {
  it('the root index and the README export list are generated and up to date', () => {
    expect(() => execFileSync('node', [join(here, '..', 'scripts', 'gen-root-index.mjs'), '--check'])).not.toThrow();
  });

  it('every area is a subpath export in exports and publishConfig.exports', () => {
    const pkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));
    for (const area of areas) {
      expect(pkg.exports[`./${area}`]).toEqual({ types: `./src/${area}/index.ts`, default: `./src/${area}/index.ts` });
      expect(pkg.publishConfig.exports[`./${area}`]).toEqual({ types: `./dist/${area}/index.d.ts`, import: `./dist/${area}/index.js`, default: `./dist/${area}/index.js` });
    }
  });

  it('every runtime export of a rule area is on the root', async () => {
    for (const area of areas.filter((a) => a !== 'ports')) {
      const mod = (await import(`../src/${area}/index.ts`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) expect((root as Record<string, unknown>)[name], `${area}.${name}`).toBe(value);
    }
  });

  it('keeps the ports and their DI tokens off the root: they live on @casino/domain/ports', async () => {
    const ports = (await import('../src/ports/index.ts')) as Record<string, unknown>;
    expect(Object.keys(ports).length).toBeGreaterThan(0);
    expect(Object.keys(ports).filter((name) => name in root)).toEqual([]);
    expect(readFileSync(join(here, 'index.ts'), 'utf8')).not.toContain("'./ports/");
  });

  it('exports no default and keeps rules as functions', () => {
    expect('default' in root).toBe(false);
    expect(typeof root.validatePassword).toBe('function');
    expect(typeof root.ok).toBe('function');
  });
});
