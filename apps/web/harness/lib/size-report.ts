import { screenParts } from '../../chunk-groups.ts';
import type { RouteSpec } from '../../src/shared/routing/route-table.ts';
import type { BudgetReport, loadBudgets } from './budgets.ts';
import { gateLazyScreen } from './gates.ts';
import { fmtKb, initialAssets, kb, lazyClosure, lazyClosureOf, readManifest, screenModules, startupChunks, sum } from './sizes.ts';
import { table } from './table.ts';

type Budgets = ReturnType<typeof loadBudgets>;

/**
 * The bench's size report, from the build (dist/index.html and Vite's manifest): the initial JS and CSS of `/`, the
 * start-up chunks, then each route screen's lazy chunks on top of them (and, at an address whose first render loads
 * parts of its own, the screen with them), gated against budgets.json `sizes`; other lazy modules for information.
 */
export function sizeReport(report: BudgetReport, budgets: Budgets, ROUTES: readonly RouteSpec[]): void {
  const limits = { kb: budgets.sizes.lazyRouteJsKb, chunks: budgets.sizes.lazyRouteChunks };
  const initial = initialAssets();
  console.log('initial load of / (dist/index.html: module script, modulepreloads, stylesheets, inline styles and scripts)\n');
  console.log(table(['file', 'raw', 'gzip'], [...initial.js, ...initial.css].map((a) => [`${a.file}${a.inline ? ' (inline in index.html)' : ''}`, fmtKb(a.bytes), fmtKb(a.gzip)])));
  const [js, css] = [sum(initial.js), sum(initial.css)];
  console.log(`\ninitial JS ${fmtKb(js)} gzip in ${initial.js.length} file(s), initial CSS ${fmtKb(css)} gzip in ${initial.css.length} file(s)`);
  report.max('initial JS for / (gzip)', +kb(js).toFixed(1), budgets.sizes.initialJsKb, ' KB');
  report.max('initial CSS for / (gzip)', +kb(css).toFixed(1), budgets.sizes.initialCssKb, ' KB');

  const manifest = readManifest();
  const loaded = new Set([...initial.js, ...initial.css].map((a) => a.file));
  // the start-up chunks come before any screen: count them once, then screens on top of them
  const startup = { js: [] as ReturnType<typeof initialAssets>['js'], css: [] as ReturnType<typeof initialAssets>['css'] };
  const startupKeys = startupChunks(manifest);
  for (const key of startupKeys) {
    const part = lazyClosure(manifest, key, loaded);
    startup.js.push(...part.js);
    startup.css.push(...part.css);
    for (const a of [...part.js, ...part.css]) loaded.add(a.file);
  }
  console.log(`start-up chunks fetched beside the first calls (${startupKeys.join(', ')}): JS ${fmtKb(sum(startup.js))} in ${startup.js.length} file(s), CSS ${fmtKb(sum(startup.css))} gzip`);
  const screens = screenModules();
  const rows: (string | number)[][] = [];
  const seenModules = new Set<string>();
  const screenOfModule = new Map<string, string[]>();
  for (const [screen, module] of screens) screenOfModule.set(module, [...(screenOfModule.get(module) ?? []), screen]);
  for (const [module, names] of screenOfModule) {
    seenModules.add(module);
    const lazy = lazyClosure(manifest, module, loaded);
    const routes = ROUTES.filter((r) => names.includes(r.screen));
    const example = routes.slice(0, 3).map((r) => r.path).join(' ') + (routes.length > 3 ? ` … (${routes.length})` : '');
    rows.push([names.join(', '), module.replace(/^src\/features\//, ''), example || '—', lazy.js.length, fmtKb(sum(lazy.js)), fmtKb(sum(lazy.css))]);
    for (const r of routes.length ? [names.join(', ')] : []) {
      gateLazyScreen(report, `${r} (${routes.length} routes)`, { kb: kb(sum(lazy.js)), chunks: lazy.js.length }, limits);
      report.max(`lazy CSS of screen ${r} (${routes.length} routes)`, +kb(sum(lazy.css)).toFixed(1), budgets.sizes.lazyRouteCssKb, ' KB');
    }
    if (names.includes('home'))
      console.log(`\n/ first render (initial + start-up chunks + home screen): JS ${fmtKb(js + sum(startup.js) + sum(lazy.js))}, CSS ${fmtKb(css + sum(startup.css) + sum(lazy.css))} gzip`);
  }
  // a screen whose first render loads parts of its own (a profile panel, the deposit form's slots) is counted with them
  // at each address that shows them: that is what the player waits for there
  for (const { path, screen } of ROUTES) {
    const parts = screenParts(path);
    const module = screens.get(screen);
    if (!parts.length || !module) continue;
    const lazy = lazyClosureOf(manifest, [module, ...parts], loaded);
    const label = `${screen} at ${path}`;
    rows.push([label, `+ ${parts.map((part) => part.split('/').pop()).join(', ')}`, path, lazy.js.length, fmtKb(sum(lazy.js)), fmtKb(sum(lazy.css))]);
    gateLazyScreen(report, label, { kb: kb(sum(lazy.js)), chunks: lazy.js.length }, limits);
    report.max(`lazy CSS of screen ${label}`, +kb(sum(lazy.css)).toFixed(1), budgets.sizes.lazyRouteCssKb, ' KB');
  }
  console.log('\nlazy code per route screen (chunks loaded on top of the initial set, gzip)\n');
  console.log(table(['screen', 'module', 'routes', 'chunks', 'JS', 'CSS'], rows));

  // Anything else loaded on demand (locale catalogs, dialogs): for information.
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[1];
  const others = Object.entries(manifest)
    .filter(([key, c]) => c.src && !c.isEntry && !seenModules.has(key) && !startupKeys.includes(key) && (entry?.dynamicImports ?? []).includes(key))
    .map(([key]) => [key, fmtKb(sum(lazyClosure(manifest, key, loaded).js))]);
  if (others.length) console.log(`\nother lazy modules of the entry (JS gzip)\n\n${table(['module', 'JS'], others)}`);
}
