// Prints the minified + gzipped size of `import { X } from '@casino/ui/<subpath>'` for every
// subpath export (react and react-dom external, CSS included) and fails when a subpath exceeds
// its budget in size-budgets.json. `node scripts/size.mjs --update` rewrites the budgets
// (current size + 10 % headroom). `--only button,select` limits the run.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const budgetsFile = join(root, 'size-budgets.json');
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
const args = process.argv.slice(2);
const update = args.includes('--update');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;

/** What an app imports from each non-component subpath; components import their PascalCase name. */
const importsFor = {
  theme: ['themeClass', 'vars'],
  dialogs: ['createDialogController', 'DialogHost'],
  toasts: ['createToastController', 'ToastRegion'],
  provider: ['UiProvider'],
  'number-field': ['NumberField'],
  pagination: ['Pagination'],
  'radio-group': ['RadioGroup', 'Radio'],
  tabs: ['Tabs', 'TabList', 'Tab', 'TabPanel'],
};
const pascal = (s) => s.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());

const subpaths = Object.keys(pkg.exports)
  .filter((k) => k.startsWith('./') && k !== './package.json')
  .map((k) => k.slice(2))
  .filter((s) => !only || only.includes(s));

/** Resolve `@casino/ui/<sub>` through this package's own `exports` map. */
const selfResolve = {
  name: 'casino-ui-self',
  resolveId(id) {
    const match = /^@casino\/ui(?:\/(.+))?$/.exec(id);
    if (!match) return null;
    const target = pkg.exports[match[1] ? `./${match[1]}` : '.'];
    return target ? join(root, target) : null;
  },
};

async function measure(sub) {
  const names = importsFor[sub] ?? [pascal(sub)];
  const entry = join(scratch, `${sub}.js`);
  writeFileSync(entry, `export { ${names.join(', ')} } from '@casino/ui/${sub}';\n`);
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [selfResolve, vanillaExtractPlugin()],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: [/^react(-dom)?($|\/)/] },
    },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  let js = '';
  let css = '';
  for (const f of files) {
    if (f.type === 'chunk') js += f.code;
    else if (f.fileName.endsWith('.css')) css += typeof f.source === 'string' ? f.source : Buffer.from(f.source).toString();
  }
  const gz = (s) => (s ? gzipSync(s, { level: 9 }).length : 0);
  return { sub, names, jsMin: Buffer.byteLength(js), jsGz: gz(js), cssGz: gz(css), total: gz(js) + gz(css) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const scratch = mkdtempSync(join(tmpdir(), 'casino-ui-size-'));
const rows = [];
try {
  for (const sub of subpaths) rows.push(await measure(sub));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

let failed = 0;
console.log(['subpath', 'import', 'js min', 'js gzip', 'css gzip', 'total gzip', 'budget', ''].join('\t'));
for (const r of rows) {
  const budget = budgets[r.sub];
  const over = budget !== undefined && r.total > budget;
  if (over || (budget === undefined && !update)) failed++;
  const status = budget === undefined ? 'NO BUDGET' : over ? `OVER by ${kb(r.total - budget)}` : 'ok';
  console.log([r.sub.padEnd(16), r.names.join(',').slice(0, 28).padEnd(28), kb(r.jsMin), kb(r.jsGz), kb(r.cssGz), kb(r.total), budget ? kb(budget) : '-', status].join('\t'));
}

if (update) {
  const next = { ...budgets };
  for (const r of rows) next[r.sub] = Math.ceil((r.total * 1.1) / 256) * 256;
  writeFileSync(budgetsFile, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`budgets written to size-budgets.json`);
} else if (failed) {
  console.error(`${failed} subpath(s) over budget or without one`);
  process.exit(1);
}
