/**
 * The packaging test's other-generator step: another team may generate its own client from the contract rather than
 * install @casino/sdk. This builds clients with two generic generators (hey-api's openapi-ts with its fetch client,
 * orval with its fetch client) from the bundled contract, then runs the same deposit, withdrawal with requisites and
 * profile change through each of them and through the packed @casino/sdk against the running sandbox, and checks that
 * all three saw the same answers.
 *
 * Both generators ignore the contract's multipart `encoding` (OpenAPI 3.1.0 applies `style`/`explode` to urlencoded
 * bodies only) and send a nested field such as `requisites` as one JSON string, which the backend does not read. The
 * configuration that fixes it is what this step tests and what the SDK README tells other teams: hey-api takes
 * `bodySerializer: serializeMultipart` on calls with a nested field, orval `override.formData` naming a function that
 * calls it (`clients/form-data.ts`). The generators are devDependencies of this folder, pinned to the newest releases
 * that run on Node 20.
 */
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const bin = {
  heyApi: join(here, 'node_modules/@hey-api/openapi-ts/bin/run.js'),
  orval: join(here, 'node_modules/orval/dist/bin/orval.js'),
};

/** What a client must have seen, whichever made the calls (the amounts follow from a player created with 100 EUR). */
const EXPECTED = {
  deposit: { status: 'success', amount: { amount: 20, currency: 'EUR' } },
  withdrawal: { status: 'pending', amount: { amount: 25, currency: 'EUR' } },
  saved: 1,
  balance: 95,
};

/**
 * @param {{ repo: string, work: string, run: (cmd: string, args: string[], options?: { cwd?: string }) => Promise<string>, check: (condition: unknown, message: string) => void }} options
 */
export function otherGenerators({ repo, work, run, check }) {
  const dir = join(work, 'generators');

  /** Bundles the contract into one file and runs both generators on it, side by side. */
  async function generate() {
    mkdirSync(dir, { recursive: true });
    const { bundle, createConfig } = await import('@redocly/openapi-core');
    const bundled = await bundle({ ref: join(repo, 'openapi/casino-api.yaml'), config: await createConfig({}) });
    const contract = join(dir, 'casino-api.json');
    writeFileSync(contract, JSON.stringify(bundled.bundle.parsed));
    // the mutators orval's generated code imports, and the scenario that drives all three clients
    cpSync(join(here, 'clients'), dir, { recursive: true });
    writeFileSync(join(dir, 'orval.config.cjs'), `module.exports = ${JSON.stringify(orvalConfig(contract), null, 2)};\n`);
    await Promise.all([
      run(process.execPath, [bin.heyApi, '--input', contract, '--output', join(dir, 'hey-api'), '--client', '@hey-api/client-fetch', '--silent', '--no-log-file'], { cwd: dir }),
      run(process.execPath, [bin.orval, '--config', join(dir, 'orval.config.cjs')], { cwd: dir }),
    ]);
  }

  /**
   * Typechecks the scenario over the generated code and the packed SDK installed in `consumer` (so the documented
   * options fit each generator's types), runs it against the sandbox and checks what the three clients saw.
   */
  async function runClients(consumer, sandboxUrl) {
    symlinkSync(join(consumer, 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'generated-clients', private: true, type: 'module' }));
    const compilerOptions = { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: ['node'], skipLibCheck: true, noEmit: true };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['scenario.ts'] }));
    const tsx = join(repo, 'apps/sandbox/node_modules/tsx/dist/cli.mjs');
    const [, out] = await Promise.all([
      run(process.execPath, [join(consumer, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: dir }).catch((error) => {
        throw new Error(`the generated clients or the documented options do not typecheck:\n${error.message}`);
      }),
      run(process.execPath, [tsx, 'scenario.ts', sandboxUrl], { cwd: dir }),
    ]);
    const report = JSON.parse(out);
    const sdk = JSON.stringify(report.sdk);
    for (const [key, value] of Object.entries(EXPECTED)) check(JSON.stringify(report.sdk[key]) === JSON.stringify(value), `@casino/sdk ${key}: ${JSON.stringify(report.sdk[key])}, expected ${JSON.stringify(value)}`);
    check(JSON.stringify(report.heyApi) === sdk, `hey-api's client saw ${JSON.stringify(report.heyApi)}, @casino/sdk ${sdk}`);
    check(JSON.stringify(report.orval) === sdk, `orval's client saw ${JSON.stringify(report.orval)}, @casino/sdk ${sdk}`);
    // without the option the nested field goes as one JSON string: refused, with a message that names the fix
    check(report.heyApiDefault.status === 400 && /bracket notation/.test(report.heyApiDefault.message), `hey-api without bodySerializer: ${JSON.stringify(report.heyApiDefault)}`);
    return report;
  }

  return { generate, runClients };
}

/** orval's configuration as another team would write it: the fetch client, our form serializer, a base URL and cookies. */
function orvalConfig(contract) {
  return {
    casino: {
      // only the areas the scenario calls: orval 7.13 names both the `period` enum of the LeaderboardTop schema and
      // leaderboard.top's `period` parameter `LeaderboardTopPeriod`, and the file it writes declares that name twice
      input: { target: contract, filters: { tags: ['auth', 'account', 'cashier'] } },
      output: {
        target: './orval/api.ts',
        client: 'fetch',
        mode: 'single',
        override: {
          formData: { path: './form-data.ts', name: 'casinoFormData' },
          mutator: { path: './sandbox-fetch.ts', name: 'sandboxFetch' },
        },
      },
    },
  };
}
