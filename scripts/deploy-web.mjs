#!/usr/bin/env node
/**
 * `pnpm deploy:web [--out DIR] [--no-build]`: builds the web app and assembles a deploy folder that runs with `node`
 * alone, nothing of this repository needed beside it:
 *
 *   DIR/server/main.mjs   the production server (apps/web/server/main.ts) compiled into one file with everything it imports
 *   DIR/dist/             the built app, its hashed assets with brotli and gzip copies beside them
 *   DIR/dist-ssr/         the page renderer the server loads for the game pages
 *   DIR/node_modules/     the renderer's packages: @casino/web's production dependencies only (`pnpm deploy --prod`)
 *   DIR/package.json      `npm start` = `node server/main.mjs`; the dependencies as installed, pnpm-lock.yaml their lock
 *   DIR/nginx.conf.example nginx in front of several processes: load balancing, page cache (apps/web/README.md)
 *
 * Start it with `cd DIR && node server/main.mjs` and the environment in apps/web/README.md ("Deploy").
 *
 * --out DIR    where the folder goes (default: dist/web-deploy at the repository's root, which git ignores); a
 *              previous deploy folder there is replaced, anything else is refused
 * --no-build   assemble from the build already in apps/web/dist and apps/web/dist-ssr
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(REPO, 'apps/web');
const MARK = '@casino/web-deploy';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const OUT = resolve(outAt >= 0 ? (args[outAt + 1] ?? fail('--out needs a directory')) : join(REPO, 'dist/web-deploy'));
const build = !args.includes('--no-build');
const started = Date.now();

function fail(message) {
  console.error(`deploy:web: ${message}`);
  process.exit(1);
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) fail(`${command} ${commandArgs.join(' ')} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`);
}

const step = (message) => console.log(`deploy:web: ${message} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

/** The package a bare import names: `react-dom/static` → `react-dom`, `@lingui/core/macro` → `@lingui/core`. */
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]);

/** The packages the JavaScript files under `dir` import by name (static and dynamic imports with a literal name). */
function importedPackages(dir) {
  const names = new Set();
  const files = readdirSync(dir, { recursive: true }).filter((name) => /\.m?js$/.test(name));
  for (const file of files) {
    const source = readFileSync(join(dir, file), 'utf8');
    // the bundler's output: `import … from "x"` and `export … from "x"` at a line's start, `import "x"`, `import("x")`
    const found = source.matchAll(/^(?:import|export)\b[^;'"]*?\bfrom\s*["']([@\w][\w@./-]*)["']|^import\s*["']([@\w][\w@./-]*)["']|\bimport\(\s*["']([@\w][\w@./-]*)["']\s*\)/gm);
    for (const match of found) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!isBuiltin(specifier)) names.add(packageOf(specifier));
    }
  }
  return [...names].sort();
}

// 1. the build
if (build) {
  step('building the app (pnpm --filter @casino/web build)');
  run('pnpm', ['--filter', '@casino/web', 'build'], { cwd: REPO });
}
for (const file of ['dist/index.html', 'dist-ssr/render-page.js']) {
  if (!existsSync(join(WEB, file))) fail(`apps/web/${file} is missing: build the app first (pnpm --filter @casino/web build), or run without --no-build`);
}

// 2. a clean folder: only one this script made is replaced
// (`.deploy-web` marks one from a run that failed half-way)
if (existsSync(OUT)) {
  const previous = existsSync(join(OUT, 'package.json')) ? JSON.parse(readFileSync(join(OUT, 'package.json'), 'utf8')).name : undefined;
  if (previous !== MARK && !existsSync(join(OUT, '.deploy-web')) && readdirSync(OUT).length > 0) fail(`${OUT} exists and is not a deploy folder: choose another --out`);
  rmSync(OUT, { recursive: true, force: true });
}

// 3. the production dependencies, as the lockfile pins them
step(`installing the production dependencies (pnpm deploy --prod ${relative(REPO, OUT) || OUT})`);
run('pnpm', ['--filter', '@casino/web', 'deploy', '--prod', '--prefer-offline', OUT], { cwd: REPO });
writeFileSync(join(OUT, '.deploy-web'), 'made by scripts/deploy-web.mjs\n');
// `pnpm deploy` copies the whole package (sources, tests, tools): the folder keeps only what runs
const installed = JSON.parse(readFileSync(join(OUT, 'package.json'), 'utf8'));
for (const name of readdirSync(OUT)) {
  if (!['node_modules', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', '.deploy-web'].includes(name)) rmSync(join(OUT, name), { recursive: true, force: true });
}

// 4. the build
step('copying the build (dist, dist-ssr)');
cpSync(join(WEB, 'dist'), join(OUT, 'dist'), { recursive: true });
cpSync(join(WEB, 'dist-ssr'), join(OUT, 'dist-ssr'), { recursive: true });

// 5. the dependencies are what the renderer imports: the server file carries its own, our workspace packages included
//    (the renderer has them inside too), so they and their dependencies go. A package the renderer imports that
//    @casino/web lists among its devDependencies is added at the version the workspace has, and named: it belongs in
//    `dependencies`.
const wanted = importedPackages(join(OUT, 'dist-ssr'));
const dependencies = {};
const misfiled = [];
for (const name of wanted) {
  if (installed.dependencies?.[name]) dependencies[name] = installed.dependencies[name];
  else {
    const manifest = join(WEB, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) fail(`the renderer imports ${name}, which @casino/web does not depend on`);
    dependencies[name] = JSON.parse(readFileSync(manifest, 'utf8')).version;
    misfiled.push(`${name}@${dependencies[name]}`);
  }
}
if (misfiled.length > 0) console.warn(`deploy:web: the page renderer imports ${misfiled.join(', ')}, listed in apps/web/package.json's devDependencies: added to the deploy; move it to "dependencies"`);
const web = JSON.parse(readFileSync(join(WEB, 'package.json'), 'utf8'));
const root = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
writeFileSync(
  join(OUT, 'package.json'),
  `${JSON.stringify(
    {
      name: MARK,
      version: web.version,
      private: true,
      description: 'The web app and its production server, assembled by scripts/deploy-web.mjs: node server/main.mjs',
      type: 'module',
      engines: root.engines,
      scripts: { start: 'node server/main.mjs' },
      dependencies,
    },
    null,
    2,
  )}\n`,
);
step(`installing the renderer's packages (${wanted.length}) and removing the rest (pnpm install --prod)`);
// installed afresh from the lockfile `pnpm deploy` wrote (its versions kept): an install over the old node_modules
// leaves the packages it no longer needs in node_modules/.pnpm. The folder's own pnpm-workspace.yaml (written by pnpm
// deploy) makes it a project of its own, not part of this repository's workspace.
rmSync(join(OUT, 'node_modules'), { recursive: true, force: true });
run('pnpm', ['install', '--prod', '--prefer-offline', '--no-frozen-lockfile'], { cwd: OUT });
// it names this machine's patch files: the folder is installed, nothing installs it again
rmSync(join(OUT, 'pnpm-workspace.yaml'), { force: true });

// 6. brotli and gzip copies of the hashed assets (a build from before `pnpm build` made them gets them here)
step('compressing the hashed assets (brotli, gzip)');
run('pnpm', ['exec', 'tsx', 'server/precompress-main.ts', join(OUT, 'dist/assets')], { cwd: WEB });

// 7. the server, compiled
step('compiling the server (vite build --config server/server-bundle.config.ts)');
run('pnpm', ['exec', 'vite', 'build', '--config', 'server/server-bundle.config.ts', '--outDir', join(OUT, 'server'), '--emptyOutDir'], { cwd: WEB, env: { NODE_ENV: 'production' } });

// 8. the starting point for several processes behind nginx (apps/web/server/scale-out.test.ts runs this very file)
cpSync(join(WEB, 'server/nginx.conf.example'), join(OUT, 'nginx.conf.example'));

// 9. checks: it runs from this folder alone
const serverImports = importedPackages(join(OUT, 'server'));
if (serverImports.length > 0) fail(`server/main.mjs imports ${serverImports.join(', ')} by name: the bundle should carry them`);
const unresolved = wanted.filter((name) => !existsSync(join(OUT, 'node_modules', name, 'package.json')));
if (unresolved.length > 0) fail(`the renderer's ${unresolved.join(', ')} are not in node_modules`);
const outside = [];
const walk = (dir, depth) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const target = existsSync(path) ? realpathSync(path) : '(missing)';
      if (target !== OUT && !target.startsWith(`${OUT}${sep}`)) outside.push(`${relative(OUT, path)} → ${target}`);
    } else if (entry.isDirectory() && depth > 0) walk(path, depth - 1);
  }
};
// pnpm's layout: node_modules/{name,@scope/name} and node_modules/.pnpm/{package}/node_modules/{name,@scope/name}
walk(join(OUT, 'node_modules'), 4);
if (outside.length > 0) fail(`node_modules links outside the folder:\n  ${outside.slice(0, 10).join('\n  ')}`);
if (!lstatSync(join(OUT, 'server/main.mjs')).isFile()) fail('server/main.mjs was not written');
rmSync(join(OUT, '.deploy-web'));

const size = spawnSync('du', ['-sh', OUT], { encoding: 'utf8' }).stdout?.split('\t')[0] ?? '?';
step(`done: ${OUT} (${size}); start it with: cd ${relative(process.cwd(), OUT) || '.'} && node server/main.mjs`);
