import { describe, expect, it } from 'vitest';
import { createRouteHints, moduleKey, preloadLinks, routeOf, routePreloads, staticClosure, withPreloads, type Manifest } from './route-preloads.ts';

// the shape of a real build: the entry with a shared chunk of its own, the start-up group, and a screen whose chunk
// imports a shared chunk that imports another
const manifest: Manifest = {
  'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_kernel.js'], css: ['assets/index-1.css'] },
  '_kernel.js': { file: 'assets/kernel-1.js' },
  'src/app/router/screens.ts': { file: 'assets/startup-1.js', name: 'startup', imports: ['_kernel.js'], css: ['assets/startup-1.css'] },
  'src/features/cashier/deposit/DepositScreen.tsx': { file: 'assets/DepositScreen-1.js', imports: ['_forms.js', '_kernel.js'], css: ['assets/deposit-1.css'] },
  '_forms.js': { file: 'assets/forms-1.js', imports: ['_dialogs.js'], css: ['assets/forms-1.css'] },
  '_dialogs.js': { file: 'assets/dialogs-1.js', imports: ['_forms.js'] },
  'src/features/games/home/HomeScreen.tsx': { file: 'assets/home-1.js', name: 'home' },
};
const screens: Record<string, string> = { 'cashier-deposit': 'src/features/cashier/deposit/DepositScreen.tsx', home: 'src/features/games/home/HomeScreen.tsx' };
const table = routePreloads({
  manifest,
  routes: [
    { path: '/', screen: 'home' },
    { path: '/cashier/deposit', screen: 'cashier-deposit' },
    { path: '/cashier/deposit/:sysname', screen: 'cashier-deposit' },
    { path: '/betting', screen: 'betting' },
  ],
  screenKey: (screen) => screens[screen],
  startupKeys: ['src/app/router/screens.ts'],
});

describe('route preloads', () => {
  it('follows static imports through every level, once each, cycles included', () => {
    expect(staticClosure(manifest, 'src/features/cashier/deposit/DepositScreen.tsx')).toEqual({
      js: ['assets/DepositScreen-1.js', 'assets/forms-1.js', 'assets/dialogs-1.js', 'assets/kernel-1.js'],
      css: ['assets/deposit-1.css', 'assets/forms-1.css'],
    });
  });

  it('lists a route the start-up and its screen need, stylesheets first, leaving out what the entry brings', () => {
    expect(table.find((route) => route.path === '/cashier/deposit')?.files).toEqual([
      'assets/startup-1.css', 'assets/startup-1.js',
      'assets/deposit-1.css', 'assets/forms-1.css', 'assets/DepositScreen-1.js', 'assets/forms-1.js', 'assets/dialogs-1.js',
    ]);
  });

  it('leaves out a route whose screen the build does not have', () => {
    expect(table.map((route) => route.path)).toEqual(['/', '/cashier/deposit', '/cashier/deposit/:sysname']);
  });

  it('finds a grouped module by the name of its group', () => {
    const grouped: Manifest = { 'src/x.ts': { file: 'assets/other.js' }, '_g.js': { file: 'assets/startup-9.js', name: 'startup' } };
    expect(moduleKey(grouped, 'src/x.ts', 'startup')).toBe('src/x.ts');
    expect(moduleKey(grouped, 'src/layouts/shell.ts', 'startup')).toBe('_g.js');
    expect(moduleKey(grouped, 'src/layouts/shell.ts', undefined)).toBe('src/layouts/shell.ts');
  });

  it('matches page addresses with or without a locale prefix, parameters and a trailing slash', () => {
    expect(routeOf(table, '/cashier/deposit')?.path).toBe('/cashier/deposit');
    expect(routeOf(table, '/cashier/deposit/')?.path).toBe('/cashier/deposit');
    expect(routeOf(table, '/cashier/deposit/visa')?.path).toBe('/cashier/deposit/:sysname');
    expect(routeOf(table, '/ru/cashier/deposit')?.path).toBe('/cashier/deposit');
    expect(routeOf(table, '/pt-BR/cashier/deposit')?.path).toBe('/cashier/deposit');
    expect(routeOf(table, '/ar')?.path).toBe('/');
    expect(routeOf(table, '/cashier/deposit/visa/more')).toBeUndefined();
    expect(routeOf(table, '/nowhere')).toBeUndefined();
  });

  it('prefers a route without parameters, as the router does, whatever the order of the table', () => {
    const loyalty = [{ path: '/loyalty/:sysname', files: ['a.js'] }, { path: '/loyalty/shop', files: ['b.js'] }];
    expect(routeOf(loyalty, '/loyalty/shop')?.path).toBe('/loyalty/shop');
    expect(routeOf(loyalty, '/ru/loyalty/welcome')?.path).toBe('/loyalty/:sysname');
  });

  it('reads a leading two-letter segment as a locale before reading it as a content page', () => {
    const pages = [{ path: '/', files: ['home.js'] }, { path: '/:slug', files: ['page.js'] }];
    expect(routeOf(pages, '/ru')?.path).toBe('/');
    expect(routeOf(pages, '/terms')?.path).toBe('/:slug');
    expect(routeOf(pages, '/ru/terms')?.path).toBe('/:slug');
  });

  it('hints scripts as module preloads and stylesheets as preloads, both as CORS requests like the ones that use them', () => {
    expect(preloadLinks(table, '/')).toBe('<link rel="preload" as="style" crossorigin href="/assets/startup-1.css"><link rel="modulepreload" crossorigin href="/assets/startup-1.js"><link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(preloadLinks(table, '/nowhere')).toBe('');
  });

  it('puts the hints at the end of the head, after the entry script', () => {
    const html = '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
    expect(withPreloads(html, '<link rel="modulepreload" href="/a.js">')).toBe('<html><head><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/a.js"></head><body></body></html>');
    expect(withPreloads(html, '')).toBe(html);
  });

  it('reads the build table once, and gives no hints when the build has none', async () => {
    const reads: string[] = [];
    const hints = createRouteHints('/dist', async (file) => (reads.push(file), JSON.stringify(table)));
    expect(await hints('/cashier/deposit')).toContain('/assets/DepositScreen-1.js');
    expect(await hints('/')).toContain('/assets/home-1.js');
    expect(reads).toEqual(['/dist/route-preloads.json']);
    const none = createRouteHints('/dist', () => Promise.reject(new Error('ENOENT')));
    expect(await none('/cashier/deposit')).toBe('');
  });
});
