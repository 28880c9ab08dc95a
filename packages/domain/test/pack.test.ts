/**
 * Proves the package is usable on its own: `pnpm pack` (its `prepack` builds), install the tarball into a
 * clean temporary project and import it (root and a subpath) with plain Node, then typecheck
 * a consumer file against the shipped .d.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'casino-domain-pack-'));
const run = (cmd: string, args: readonly string[], cwd: string): string =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('packed package', () => {
  it('installs from its tarball into a clean project and works', () => {
    run('pnpm', ['pack', '--pack-destination', work], pkgDir);
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    expect(tarball).toBeDefined();

    const app = join(work, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'pack-check', private: true, type: 'module' }));
    run('npm', ['install', join(work, tarball as string), '--no-audit', '--no-fund', '--prefer-offline'], app);

    const script = `
      const root = await import('@casino/domain');
      const validation = await import('@casino/domain/validation');
      const money = await import('@casino/domain/money');
      const out = {
        password: root.validatePassword('abc'),
        iban: validation.validateIban('GB82 WEST 1234 5698 7654 32'),
        badIban: validation.validateIban('GB82 WEST 1234 5698 7654 33'),
        luhn: validation.luhnCheck('4111111111111111'),
        amount: money.parseAmount('1,234.56', 'EUR'),
        message: validation.interpolate('Min length is $$min$$', root.validatePassword('abc').params),
        sameFunction: root.validateIban === validation.validateIban,
      };
      console.log(JSON.stringify(out));
    `;
    const result = JSON.parse(run('node', ['--input-type=module', '-e', script], app));
    expect(result).toEqual({
      password: { ok: false, key: 'shortPassword', params: { min: '6' } },
      iban: { ok: true },
      badIban: { ok: false, key: 'wrongIban' },
      luhn: true,
      amount: { ok: true, value: { minor: 123456, currency: 'EUR' } },
      message: 'Min length is 6',
      sameFunction: true,
    });

    // The shipped declarations typecheck in a consumer (strict, NodeNext resolution).
    writeFileSync(
      join(app, 'consumer.ts'),
      `import { validateSum, type ValidationResult } from '@casino/domain';
       import { formatAmount } from '@casino/domain/format';
       const r: ValidationResult = validateSum('5', { min: 10 });
       const s: string = formatAmount(1, 'EUR');
       // @ts-expect-error a number is not a string
       validateSum(5);
       export { r, s };`,
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', noEmit: true, skipLibCheck: false, types: [] }, files: ['consumer.ts'] }),
    );
    run(process.execPath, [join(pkgDir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], app);
  }, 120_000);
});
