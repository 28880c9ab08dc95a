#!/usr/bin/env node
/**
 * `packages: pack, install, publish` (a step of scripts/test.sh): proves @casino/sdk and @casino/domain work in
 * another team's project, starting from what git has (no dist/ from an earlier build):
 *  1. copies the tracked tree to a temp dir, installs it (offline when the store is warm) and `pnpm pack`s both
 *     packages, so `prepack` has to build them; checks each tarball (files, licence, no `catalog:`/`workspace:`,
 *     every export target present, each entry with a `default` condition, caret dependency ranges, a CHANGELOG, the
 *     SDK's bundled contract), and that `npm pack` in a package folder refuses with a pointer to `pnpm pack`;
 *  2. installs the tarballs with npm into a fresh project, typechecks a strict consumer with NodeNext and Bundler
 *     resolution, each with DOM types and with Node's, and runs it against a started sandbox (sign-in, a call that
 *     needs the session, a domain rule fed the SDK's answer, the SDK's CONTRACT_VERSION), then resolves
 *     `@casino/sdk/openapi.yaml` and `require()`s the SDK from that install (consumer/contract-file.mjs);
 *  3. starts verdaccio on a loopback port with its own storage and a user this test creates, `pnpm publish`es both
 *     tarballs to it, and a clean npm project installs both from it and imports them;
 *  4. generates clients from the bundled contract with two generic generators (hey-api, orval) while the packages
 *     build, and runs a deposit, a withdrawal and a profile change through them and through the packed SDK against
 *     the sandbox, expecting the same answers (generators/generators.mjs).
 * Temp dirs and the servers it starts are removed on every exit. Env: PACKAGING_SANDBOX_PORT (default: a free port),
 * PACKAGING_REGISTRY_PORT (default 48731), PACKAGING_KEEP=1 keeps the temp dir for a look.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { otherGenerators } from './generators/generators.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const here = join(repo, 'scripts', 'packaging');
const PACKAGES = [
  { name: '@casino/sdk', dir: 'packages/sdk' },
  { name: '@casino/domain', dir: 'packages/domain' },
];
/** A version pinned in the workspace catalog (pnpm-workspace.yaml), for the consumer's own tools. */
function catalogVersion(name) {
  const line = readFileSync(join(repo, 'pnpm-workspace.yaml'), 'utf8').split('\n').find((l) => l.replace(/['"]/g, '').trim().startsWith(`${name}:`));
  if (!line) throw new Error(`${name} is not in the workspace catalog`);
  return line.slice(line.lastIndexOf(':') + 1).trim();
}

const work = mkdtempSync(join(tmpdir(), 'casino-packaging-'));
const servers = [];
const started = Date.now();

// ── helpers ──────────────────────────────────────────────────────────────────────────────────────────────────────
const quiet = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
// `npm run` / `pnpm run` describe the workspace in npm_package_* and npm_lifecycle_*; the temp projects are not it
for (const key of Object.keys(quiet)) if (/^npm_(package|lifecycle)_/i.test(key)) delete quiet[key];

/** Runs a command, resolves its stdout; rejects with its output when it fails. */
function run(cmd, args, { cwd, env = quiet } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let errOut = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (errOut += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${code}\n${out}${errOut}`));
    });
  });
}

async function phase(name, fn) {
  const t = Date.now();
  try {
    return await fn();
  } finally {
    const s = ((Date.now() - t) / 1000).toFixed(1);
    console.log(`  ${name}: ${s} s`);
  }
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a long-running server in its own process group (so its children stop with it) and waits until `ready`. */
async function startServer(name, cmd, args, { cwd, env, url, timeoutMs = 60_000 }) {
  const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  servers.push({ name, child });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited ${child.exitCode}\n${log}`);
    try {
      if ((await fetch(url)).ok) return { child, log: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} not ready at ${url} after ${timeoutMs} ms\n${log}`);
}

/**
 * Every process started under this one, found through /proc: pnpm runs package scripts (a prepack's tsup) in process
 * groups of their own, so stopping our children's groups would leave those running.
 */
function descendants(root) {
  const children = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      const list = children.get(Number(ppid)) ?? [];
      list.push(Number(pid));
      children.set(Number(ppid), list);
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  for (let queue = [root]; queue.length > 0; ) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function isRunning(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function signal(pids, name) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  }
}

/** Stops the servers and anything still running under us, then removes the temp dir. Synchronous: signal handlers. */
function cleanup() {
  const t = Date.now();
  const pids = [...new Set([...servers.map(({ child }) => child.pid), ...descendants(process.pid)])];
  servers.length = 0;
  signal(pids, 'SIGTERM');
  const deadline = Date.now() + 5000;
  // checked by pid, not as descendants: a grandchild whose parent stopped first belongs to init by then
  const alive = () => pids.filter(isRunning);
  while (alive().length > 0 && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  signal(alive(), 'SIGKILL');
  if (process.env.PACKAGING_KEEP === '1') return console.log(`  kept ${work}`);
  try {
    rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.error(`  could not remove ${work}: ${error instanceof Error ? error.message : error}`);
  }
  console.log(`  servers stopped, temp dir removed: ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, () => {
    console.error(`  ${name}: stopping what this test started and removing ${work}`);
    cleanup();
    process.exit(130);
  });
}

// ── 1. a clean tree, packed ─────────────────────────────────────────────────────────────────────────────────────
async function cleanTree() {
  const tree = join(work, 'tree');
  // tracked files plus new, not ignored ones: what a clean clone of this working tree would have (no dist/)
  const listed = (await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo })).split('\0');
  for (const file of listed) {
    if (!file || !existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(tree, file)), { recursive: true });
    cpSync(join(repo, file), join(tree, file), { verbatimSymlinks: true });
  }
  for (const { dir } of PACKAGES) check(!existsSync(join(tree, dir, 'dist')), `${dir}/dist came along with the tree`);
  const filters = PACKAGES.flatMap(({ name }) => ['--filter', `${name}...`]);
  await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent', ...filters], { cwd: tree });
  return tree;
}

async function packAll(tree) {
  const out = join(work, 'tarballs');
  mkdirSync(out);
  // one pack per package, side by side: each `prepack` builds its package
  await Promise.all(PACKAGES.map(({ dir }) => run('pnpm', ['pack', '--pack-destination', out], { cwd: join(tree, dir) })));
  const tarballs = {};
  for (const { name } of PACKAGES) {
    const file = readdirSync(out).find((f) => f.startsWith(name.replace('@', '').replace('/', '-')) && f.endsWith('.tgz'));
    check(file, `no tarball for ${name}`);
    tarballs[name] = join(out, file);
    await inspectTarball(name, tarballs[name]);
  }
  return tarballs;
}

/** What a consumer gets: dist, README and LICENSE; real version ranges; exports that point at files in the tarball. */
async function inspectTarball(name, tarball) {
  const files = new Set((await run('tar', ['-tzf', tarball])).split('\n').filter(Boolean).map((f) => f.replace(/^package\//, '')));
  for (const f of ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts']) check(files.has(f), `${name}: ${f} missing from the tarball`);
  check(![...files].some((f) => f.startsWith('src/')), `${name}: src/ shipped in the tarball`);
  const manifest = JSON.parse(await run('tar', ['-xzOf', tarball, 'package/package.json']));
  const text = JSON.stringify(manifest);
  check(!/"(catalog|workspace):/.test(text), `${name}: the packed package.json keeps catalog:/workspace: specifiers`);
  check(manifest.license === 'MIT' && manifest.repository?.directory && manifest.engines?.node, `${name}: license, repository.directory or engines missing`);
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    const paths = typeof target === 'string' ? [target] : Object.values(target);
    for (const p of paths) check(files.has(p.replace(/^\.\//, '')), `${name}: export ${subpath} points at ${p}, not in the tarball`);
    // a resolver that asks for neither `import` nor `types` (require(), Jest, some bundlers) needs `default`
    check(typeof target === 'string' || 'default' in target, `${name}: export ${subpath} has no default condition`);
  }
  // exact pins would make a consumer install a second copy of a library it already has in a compatible version
  for (const [dep, range] of Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })) {
    check(/^[\^~]|[<>]/.test(range), `${name}: dependency ${dep} is pinned to ${range}, not a range a consumer can share`);
  }
  if (name === '@casino/sdk') check(manifest.exports['./openapi.yaml'] && files.has('dist/openapi.yaml'), `${name}: the bundled contract (./openapi.yaml) is missing`);
}

/** `npm pack` copies package.json as it is (`catalog:` versions, source exports): the package's prepack refuses it. */
async function npmPackRefused(tree) {
  for (const { name, dir } of PACKAGES) {
    const refused = await run('npm', ['pack', '--dry-run'], { cwd: join(tree, dir) }).then(() => '', (error) => error.message);
    check(refused.includes('pnpm pack'), `${name}: npm pack was not refused with a pointer to pnpm pack:\n${refused || '(it packed)'}`);
  }
}

// ── 2. installed with npm, typechecked, run against the sandbox ─────────────────────────────────────────────────
const SETUPS = [
  { name: 'NodeNext + DOM', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: [] },
  { name: 'NodeNext, Node types, no DOM', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022'], types: ['node'] },
  { name: 'Bundler + DOM', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: [] },
  { name: 'Bundler, Node types, no DOM', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022'], types: ['node'] },
];
const RUNNABLE_SETUP = 1;

/** A fresh npm project whose packages come from `registry` (its own npmrc: no login of this test leaks in or out). */
function newProject(name, registry) {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', private: true, type: 'module' }, null, 2));
  writeFileSync(join(dir, '.npmrc'), `registry=${registry}\n`);
  // `npm run` hands its whole configuration down as npm_config_* variables; one of them (omit-lockfile-registry-resolved,
  // set on some machines) would leave the lockfile without the address each package came from, which the check reads
  const env = { ...quiet, npm_config_userconfig: join(dir, '.npmrc'), npm_config_registry: registry, npm_config_omit_lockfile_registry_resolved: 'false' };
  return { dir, env };
}

async function consumerProject(tarballs, uplink) {
  const { dir, env } = newProject('consumer', uplink);
  const tools = [`typescript@${catalogVersion('typescript')}`, `@types/node@${catalogVersion('@types/node')}`];
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...Object.values(tarballs), ...tools], { cwd: dir, env });
  cpSync(join(here, 'consumer', 'consumer.ts'), join(dir, 'consumer.ts'));
  cpSync(join(here, 'consumer', 'contract-file.mjs'), join(dir, 'contract-file.mjs'));
  return dir;
}

async function typecheck(dir) {
  const tsc = join(dir, 'node_modules', 'typescript', 'bin', 'tsc');
  const configs = SETUPS.map((setup, i) => {
    const file = `tsconfig.${i}.json`;
    const { name: _, ...options } = setup;
    // skipLibCheck off: the shipped .d.ts files are checked too (TypeScript's own lib files need not be)
    const compilerOptions = {
      ...options, strict: true, target: 'ES2022', skipLibCheck: false, skipDefaultLibCheck: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true,
    };
    // the Node setup also emits the build that runs against the sandbox (one compile fewer: checking the SDK's
    // types is what costs here)
    Object.assign(compilerOptions, i === RUNNABLE_SETUP ? { outDir: 'out' } : { noEmit: true });
    writeFileSync(join(dir, file), JSON.stringify({ compilerOptions, files: ['consumer.ts'] }, null, 2));
    return { file, name: setup.name };
  });
  const failures = [];
  // two at a time: the machine has two cores
  for (let i = 0; i < configs.length; i += 2) {
    await Promise.all(configs.slice(i, i + 2).map(({ file, name }) => run(process.execPath, [tsc, '-p', file], { cwd: dir }).catch((e) => failures.push(`${name}: ${e.message}`))));
  }
  check(failures.length === 0, `the consumer does not typecheck:\n${failures.join('\n')}`);
}

async function runConsumer(dir, sandboxUrl) {
  const script = "const { main } = await import('./out/consumer.js'); console.log(JSON.stringify(await main(process.argv[1])));";
  const report = JSON.parse(await run(process.execPath, ['--input-type=module', '-e', script, sandboxUrl], { cwd: dir }));
  check(report.guestBalanceError === 'AuthorizationException', `a guest's account.getBalance: ${report.guestBalanceError}`);
  check(report.signedIn && report.uid > 0, 'account.getInfo after sign-in is a guest\'s: the session cookie was not sent');
  check(report.balanceCurrency === 'EUR' && /\d/.test(report.totalBalance), `totalBalance of the SDK's balances: ${JSON.stringify(report)}`);
  check(report.passwordRule === 'shortPassword', `validatePassword from the root export: ${report.passwordRule}`);
  const version = contractVersion();
  check(report.contractVersion === version, `CONTRACT_VERSION is ${report.contractVersion}, the contract's info.version ${version}`);
  const file = JSON.parse(await run(process.execPath, ['contract-file.mjs'], { cwd: dir }));
  check(file.viaImport === file.viaRequire && file.viaImport.startsWith(join(dir, 'node_modules', '@casino', 'sdk')), `@casino/sdk/openapi.yaml resolved to ${JSON.stringify(file)}`);
  check(file.openapi === '3.1.0' && file.version === version && file.bundled, `the shipped contract: ${JSON.stringify(file)}`);
  check(file.required === version, `require('@casino/sdk').CONTRACT_VERSION: ${file.required}`);
  return report;
}

/** `info.version` of the repository's contract, read from the root file (the version line under `info:`). */
function contractVersion() {
  const root = readFileSync(join(repo, 'openapi', 'casino-api.yaml'), 'utf8');
  return /^info:\n(?:[ #].*\n)*? {2}version: *['"]?([^'"\s]+)/m.exec(root)?.[1];
}

// ── 3. published to a local registry, installed from it ────────────────────────────────────────────────────────
async function startRegistry(port, uplink) {
  const dir = join(work, 'registry');
  mkdirSync(dir);
  const config = [
    `storage: ${JSON.stringify(join(dir, 'storage'))}`,
    'auth:',
    `  htpasswd: { file: ${JSON.stringify(join(dir, 'htpasswd'))}, max_users: 10 }`,
    `uplinks: { npmjs: { url: ${JSON.stringify(uplink)}, timeout: 60s } }`,
    'packages:',
    // the team's own scope is never looked up upstream (npm may have an unrelated @casino)
    "  '@casino/*': { access: $all, publish: $authenticated }",
    "  '**': { access: $all, proxy: npmjs }",
    `listen: 127.0.0.1:${port}`,
    'web: { enable: false }',
    'log: { type: stdout, format: pretty, level: warn }',
  ].join('\n');
  writeFileSync(join(dir, 'config.yaml'), config);
  const url = `http://127.0.0.1:${port}/`;
  const bin = join(repo, 'node_modules/verdaccio/bin/verdaccio');
  await startServer('verdaccio', process.execPath, [bin, '--config', join(dir, 'config.yaml')], { cwd: dir, env: quiet, url: `${url}-/ping` });
  return url;
}

/** Registers a user (verdaccio's htpasswd allows sign-up) and answers its token, as `npm adduser` would. */
async function registryToken(url) {
  const name = 'packaging-test';
  const res = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _id: `org.couchdb.user:${name}`, name, password: `pw-${process.pid}-${Date.now()}`, type: 'user', roles: [], date: new Date().toISOString() }),
  });
  const body = await res.json();
  check(res.ok && body.token, `registry sign-up: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

async function publishAll(url, tarballs) {
  const token = await registryToken(url);
  const npmrc = join(work, 'publish.npmrc');
  writeFileSync(npmrc, `registry=${url}\n//${url.replace(/^https?:\/\//, '')}:_authToken=${token}\n`);
  const env = { ...quiet, npm_config_userconfig: npmrc };
  // the tarballs tested above are what gets published (as a release job would); pnpm publish takes a tarball too
  for (const [name, tarball] of Object.entries(tarballs)) {
    await run('pnpm', ['publish', tarball, '--registry', url, '--no-git-checks'], { cwd: work, env });
    const res = await fetch(`${url}${name.replace('/', '%2f')}`);
    check(res.ok, `${name} not on the registry after publishing (${res.status})`);
  }
}

async function installFromRegistry(url) {
  const { dir, env } = newProject('from-registry', url);
  // a cache of its own: the machine's npm cache may hold an earlier run's answers for the same name and version
  // (each run publishes 0.1.0 again to a fresh registry)
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-online', ...PACKAGES.map((p) => p.name)], { cwd: dir, env: { ...env, npm_config_cache: join(dir, '.npm-cache') } });
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
  for (const { name } of PACKAGES) {
    const resolved = lock.packages[`node_modules/${name}`]?.resolved ?? '';
    check(resolved.startsWith(url), `${name} came from ${resolved || 'nowhere'}, not the local registry`);
  }
  const script = [
    "const sdk = await import('@casino/sdk');",
    "const money = await import('@casino/domain/money');",
    "const api = sdk.createApiClient({ baseUrl: 'http://127.0.0.1:1' });",
    "const sum = money.addMoney(money.money(150, 'EUR'), money.money(250, 'EUR'));",
    "console.log(JSON.stringify({ client: typeof api.GET, sum: sum.ok ? money.formatMoney(sum.value) : sum.error }));",
  ].join('\n');
  const out = JSON.parse(await run(process.execPath, ['--input-type=module', '-e', script], { cwd: dir }));
  check(out.client === 'function' && out.sum.includes('4.00'), `imports from the registry install: ${JSON.stringify(out)}`);
}

// ── the step ────────────────────────────────────────────────────────────────────────────────────────────────────
async function main() {
  const sandboxPort = Number(process.env.PACKAGING_SANDBOX_PORT) || (await freePort());
  const registryPort = Number(process.env.PACKAGING_REGISTRY_PORT) || 48731;
  // the registry this machine uses (npmjs.org or a mirror): the consumer's dependencies and verdaccio's uplink
  const uplink = (await run('npm', ['config', 'get', 'registry'], { cwd: work })).trim() || 'https://registry.npmjs.org/';

  // the servers start while the packages build
  const sandbox = phase('sandbox started', () =>
    // tsx itself rather than `pnpm start`: pnpm runs scripts in a process group of their own, which a stop of ours
    // would miss (the same command as the package's `start` script)
    startServer('sandbox', process.execPath, [join(repo, 'apps/sandbox/node_modules/tsx/dist/cli.mjs'), 'src/main.ts'], {
      cwd: join(repo, 'apps/sandbox'),
      env: { ...quiet, SANDBOX_PORT: String(sandboxPort), SANDBOX_HOST: '127.0.0.1', SANDBOX_DATA_DIR: 'memory://', SANDBOX_MODE: 'development' },
      url: `http://127.0.0.1:${sandboxPort}/__sandbox/health`,
      timeoutMs: 90_000,
    }),
  );
  const registry = phase('registry started', () => startRegistry(registryPort, uplink));
  const generators = otherGenerators({ repo, work, run, check });
  const generated = phase('other generators: clients generated (hey-api, orval; beside the build)', generators.generate);
  // an unawaited failure would be reported twice; the awaits below report it
  sandbox.catch(() => {});
  registry.catch(() => {});
  generated.catch(() => {});

  const tree = await phase('clean tree copied and installed', cleanTree);
  const tarballs = await phase('packed (prepack builds both)', () => packAll(tree));
  await phase('npm pack refused by prepack', () => npmPackRefused(tree));
  const consumer = await phase('tarballs installed with npm', () => consumerProject(tarballs, uplink));
  await phase(`consumer typechecked (${SETUPS.length} setups)`, () => typecheck(consumer));
  await sandbox;
  const report = await phase('consumer ran against the sandbox', () => runConsumer(consumer, `http://127.0.0.1:${sandboxPort}`));
  console.log(`  consumer: ${JSON.stringify(report)}`);
  await generated;
  const generatedReport = await phase('other generators: typechecked and ran against the sandbox', () => generators.runClients(consumer, `http://127.0.0.1:${sandboxPort}`));
  console.log(`  other generators: hey-api and orval saw what @casino/sdk saw: ${JSON.stringify(generatedReport.sdk)}`);
  const url = await registry;
  await phase('published to the local registry', () => publishAll(url, tarballs));
  await phase('installed from the registry and imported', () => installFromRegistry(url));
}

let failure;
try {
  await main();
} catch (error) {
  failure = error;
} finally {
  cleanup();
}
const total = `${((Date.now() - started) / 1000).toFixed(1)} s`;
if (failure) {
  console.error(failure instanceof Error ? failure.message : failure);
  console.error(`packages: pack, install, publish — FAILED after ${total}`);
  process.exitCode = 1;
} else {
  console.log(`packages: pack, install, publish — ok in ${total}`);
}
