/**
 * Accessibility harness: axe over every distinct screen of the route table (concrete params; routes rendering the
 * same screen are checked once) for guest and player, dark and light theme, `en` and `ar`, on the production build
 * served by the production server (server/main.ts) with its full content security policy. Budgets (budgets.json):
 * `a11yViolations` per page, and `cspViolations` over the whole sweep (every policy violation a page reports).
 * `pnpm --filter @casino/web a11y` (needs apps/web/dist; HARNESS_BASE_URL reuses running servers).
 *
 * A theme changes colours and nothing else (the theme classes of packages/ui set colour variables; no component
 * renders differently by theme): each screen is loaded once per user and locale, scanned with every rule in the dark
 * theme, then switched to the light theme's class in place and scanned again with the rules that read colours.
 * Loading every screen a second time only to repeat the structural rules cost the sweep minutes on two cores.
 */
import { axe } from '../e2e/axe.ts';
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BudgetReport, loadBudgets, runHarness } from './lib/budgets.ts';
import { clientNavigate, launch, newContext, signIn, trackNetwork, type ThemeName, type User } from './lib/browser.ts';
import { isProtectedPath } from '@casino/domain/routing';
import { requireDist } from './lib/paths.ts';
import { pool, retryOnce, seconds } from './lib/pool.ts';
import { loadRouteTable } from './lib/route-table.ts';
import { concreteRoutes, distinctScreens, loadSamples, withLocale, type ConcreteRoute } from './lib/routes.ts';
import { startServers } from './lib/servers.ts';
import { table } from './lib/table.ts';

interface Variant {
  readonly user: User;
  readonly theme: ThemeName;
  readonly locale: 'en' | 'ar';
}
const label = (v: Variant) => `${v.user}/${v.theme}/${v.locale}`;
/** The rules whose outcome depends on colours: all that a theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** The theme classes of packages/ui, as the built CSS names them (read off the first page of each theme). */
type ThemeClasses = Record<ThemeName, string>;

interface Violation {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
}

interface PageResult {
  readonly route: ConcreteRoute;
  readonly variant: Variant;
  readonly url: string;
  /** The final address when the app redirected (guards). */
  readonly landed: string;
  readonly lang: string;
  readonly violations: Violation[];
  /** content security policy violations the page reported while it loaded and was scanned */
  readonly csp: string[];
  readonly error?: string;
}

const CONCURRENCY = Number(process.env.A11Y_CONCURRENCY ?? 2);
/** Narrow a local run: A11Y_ONLY=regex over the bare path, A11Y_VARIANTS=regex over user/theme/locale. */
const ONLY = process.env.A11Y_ONLY ? new RegExp(process.env.A11Y_ONLY) : undefined;
const ONLY_VARIANTS = process.env.A11Y_VARIANTS ? new RegExp(process.env.A11Y_VARIANTS) : undefined;
const VERBOSE = !!process.env.A11Y_VERBOSE;

async function settle(page: Page, net: ReturnType<typeof trackNetwork>): Promise<void> {
  await net.idle(200, 8_000);
  await page.locator('main').first().waitFor({ state: 'visible', timeout: 8_000 });
  await net.idle(100, 4_000);
  // two frames: React commits, transitions and the route announcer finish
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * A guest on any protected route lands where the guard sends them (the home page with the sign-in dialog and a
 * `redirectUrl`): one protected route stands for all of them in the guest variants.
 */
function routesFor(variant: Variant, routes: readonly ConcreteRoute[]): readonly ConcreteRoute[] {
  if (variant.user === 'player') return routes;
  const firstProtected = routes.find((r) => isProtectedPath(r.path));
  return routes.filter((r) => !isProtectedPath(r.path) || r === firstProtected);
}

/** Puts the page in another theme by swapping the theme class wherever the app set it (`<html>`, the UI root). */
async function switchTheme(page: Page, from: string, to: string): Promise<void> {
  await page.evaluate(
    ([a, b]) => {
      for (const el of document.querySelectorAll(`.${a}`)) el.classList.replace(a!, b!);
      return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    },
    [from, to],
  );
}

/**
 * Every route for one user and locale: a full scan in `variants[0]`'s theme, then a colour scan in each other
 * variant's theme (switched in place and back). One result per route and variant.
 */
async function scanVariant(browser: Browser, baseUrl: string, variants: readonly Variant[], routes: readonly ConcreteRoute[], themes: ThemeClasses): Promise<PageResult[]> {
  const variant = variants[0]!;
  const context = await newContext(browser, { baseUrl, user: variant.user, theme: variant.theme });
  // every violation of the content security policy, as the page reports it (read and cleared after each route)
  await context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI || 'inline'} (${e.sourceFile || 'page'})`));
  });
  const results: PageResult[] = [];
  try {
    let page = await context.newPage();
    let net = trackNetwork(page);
    let loaded = false;
    for (const route of routes) {
      const t0 = Date.now();
      const url = withLocale(route.path, variant.locale === 'en' ? undefined : variant.locale);
      try {
        await retryOnce(async (attempt) => {
          if (attempt === 2) {
            // a fresh page: whatever went wrong stays with the old one
            await page.close().catch(() => {});
            page = await context.newPage();
            net = trackNetwork(page);
            loaded = false;
          }
          if (!loaded) {
            // Boot on the variant's index, then move in-app: a signed-in player's account locale may redirect the
            // first load (platform locale strategy), while the URL's locale holds on later navigations.
            await page.goto(withLocale('/', variant.locale === 'en' ? undefined : variant.locale), { waitUntil: 'load' });
            await settle(page, net);
            loaded = true;
          }
          await clientNavigate(page, url);
          await settle(page, net);
        });
        const scans = [await retryOnce(() => axe(page).analyze())];
        for (const other of variants.slice(1)) {
          await switchTheme(page, themes[variant.theme], themes[other.theme]);
          scans.push(await retryOnce(() => axe(page).withRules(COLOUR_RULES).analyze()));
          await switchTheme(page, themes[other.theme], themes[variant.theme]);
        }
        const csp = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.splice(0));
        const here = new URL(page.url());
        const lang = await page.evaluate(() => `${document.documentElement.lang}/${document.documentElement.dir}`);
        variants.forEach((v, i) =>
          results.push({
            route,
            variant: v,
            url,
            landed: `${here.pathname}${here.search}`,
            lang,
            violations: scans[i]!.violations.map((x) => ({ rule: x.id, impact: x.impact ?? '', help: x.help, targets: x.nodes.map((n) => n.target.join(' ')) })),
            csp: i === 0 ? csp : [],
          }),
        );
        if (VERBOSE) console.log(`    ${label(variant)} ${url} ${Date.now() - t0} ms`);
      } catch (error) {
        for (const v of variants) results.push({ route, variant: v, url, landed: '', lang: '', violations: [], csp: [], error: (error as Error).message.split('\n')[0] });
        loaded = false;
      }
    }
  } finally {
    await context.close();
  }
  return results;
}

/** The class each theme puts on `<html>`, from a page loaded in that theme. */
async function readThemeClasses(browser: Browser, baseUrl: string): Promise<ThemeClasses> {
  const read = async (theme: ThemeName) => {
    const context = await newContext(browser, { baseUrl, user: 'guest', theme });
    try {
      const page = await context.newPage();
      await page.goto('/', { waitUntil: 'load' });
      await page.locator('[data-ui-root]').first().waitFor();
      const name = await page.locator('[data-ui-root]').first().evaluate((el) => el.className.split(' ').find(Boolean) ?? '');
      if (!name) throw new Error(`no theme class on the UI root in the ${theme} theme`);
      return name;
    } finally {
      await context.close();
    }
  };
  return { dark: await read('dark'), light: await read('light') };
}

async function main(): Promise<number> {
  requireDist('a11y');
  const budgets = loadBudgets();
  const started = Date.now();
  const servers = await startServers(console.log, 'production');
  let browser: Browser | undefined;
  try {
    const guest = await playwrightRequest.newContext({ baseURL: servers.baseUrl });
    const player = await playwrightRequest.newContext({ baseURL: servers.baseUrl });
    await signIn(player);
    const table_ = await loadRouteTable();
    const samples = await loadSamples(table_, guest, player);
    await Promise.all([guest.dispose(), player.dispose()]);
    const everyRoute = concreteRoutes(table_, samples).filter((r) => !ONLY || ONLY.test(r.path));
    // each distinct screen and state once per variant: a route that renders the same page as another adds nothing
    const screens = distinctScreens(everyRoute);
    const routes = screens.map((s) => s.route);
    const variants: Variant[] = [];
    for (const user of ['guest', 'player'] as const)
      for (const theme of ['dark', 'light'] as const)
        for (const locale of ['en', 'ar'] as const) if (!ONLY_VARIANTS || ONLY_VARIANTS.test(label({ user, theme, locale }))) variants.push({ user, theme, locale });
    for (const s of screens) if (s.standsFor.length > 1) console.log(`  ${s.route.path} stands for ${s.standsFor.length} routes: ${s.standsFor.join(', ')}`);
    console.log(
      `a11y: ${routes.length} distinct screens (of ${everyRoute.length} routes) × ${variants.length} variants (guest|player × dark|light × en|ar), axe default rules (light: the colour rules, switched in place), ${CONCURRENCY} contexts at a time`,
    );

    browser = await launch();
    const themes = await readThemeClasses(browser, servers.baseUrl);
    // one page load per user and locale; its variants differ by theme only (the first one is scanned in full)
    const groups: Variant[][] = [];
    for (const v of variants) {
      const group = groups.find((g) => g[0]!.user === v.user && g[0]!.locale === v.locale);
      if (group) group.push(v);
      else groups.push([v]);
    }
    const all = (await pool(groups, CONCURRENCY, async (group) => {
      const t = Date.now();
      const r = await scanVariant(browser!, servers.baseUrl, group, routesFor(group[0]!, routes), themes);
      console.log(`  ${group.map(label).join(' + ').padEnd(34)} ${r.length / group.length} pages in ${seconds(Date.now() - t)}`);
      return r;
    })).flat();

    const report = new BudgetReport();
    const cell = (route: ConcreteRoute, v: Variant) => all.find((r) => r.route === route && r.variant === v);
    const rows = routes.map((route) => [
      route.path,
      ...variants.map((v) => {
        const r = cell(route, v);
        if (!r) return '·';
        return r.error ? 'ERR' : String(r.violations.reduce((n, x) => n + x.targets.length, 0));
      }),
    ]);
    console.log(`\nviolations (axe nodes) per route × variant — guests on protected routes are scanned where the guard sends them\n`);
    console.log(table(['route', ...variants.map((v) => `${v.user[0]}/${v.theme[0]}/${v.locale}`)], rows));
    console.log('columns: g|p = guest|player, d|l = dark|light theme, en|ar = locale (ar under /ar); · = the same page as the first protected route');

    for (const r of all) {
      const name = `a11y ${r.url} [${label(r.variant)}]`;
      if (r.error) report.fail(name, `not scanned: ${r.error}`);
      else report.max(name, r.violations.reduce((n, x) => n + x.targets.length, 0), budgets.a11yViolations, ' violations');
    }

    // The sweep runs on the production server with its full policy, chat, analytics, the fraud agent and custom code
    // on: every screen it loads doubles as the policy's browser test.
    // the policy is recorded on each page load: the dark theme's results (the light scans share the load)
    const scanned = all.filter((r) => !r.error && r.variant.theme === 'dark');
    const blocked = scanned.flatMap((r) => r.csp.map((v) => `${v} on ${r.url} [${label(r.variant)}]`));
    console.log(`\ncontent security policy: ${blocked.length} violation(s) over ${scanned.length} page loads${blocked.length ? `:\n  ${[...new Set(blocked)].slice(0, 20).join('\n  ')}` : ''}`);
    report.max('content security policy violations (every screen, every variant)', blocked.length, budgets.cspViolations, ' violations');

    // Details: rule → target → where.
    const byRule = new Map<string, { impact: string; help: string; targets: Map<string, string[]> }>();
    for (const r of all)
      for (const v of r.violations) {
        const entry = byRule.get(v.rule) ?? { impact: v.impact, help: v.help, targets: new Map() };
        byRule.set(v.rule, entry);
        for (const t of v.targets) entry.targets.set(t, [...(entry.targets.get(t) ?? []), `${r.url}[${label(r.variant)}]`]);
      }
    if (byRule.size) {
      console.log('\nviolations by rule and target:');
      for (const [rule, e] of byRule) {
        console.log(`\n  ${rule} (${e.impact}): ${e.help}`);
        for (const [target, where] of e.targets) {
          const routesHit = [...new Set(where.map((w) => w.replace(/\[.*$/, '')))];
          console.log(`    ${target}\n      on ${where.length} page(s): ${routesHit.slice(0, 6).join(', ')}${routesHit.length > 6 ? `, … (${routesHit.length} routes)` : ''}`);
        }
      }
    }
    const errors = all.filter((r) => r.error);
    if (errors.length) {
      console.log('\nnot scanned (navigation failed twice):');
      for (const r of errors) console.log(`  ${r.url} [${label(r.variant)}]: ${r.error}`);
    }
    const langMismatch = all.filter((r) => !r.error && r.variant.locale === 'ar' && !r.lang.startsWith('ar'));
    if (langMismatch.length) console.log(`\nnote: ${langMismatch.length} ar page(s) rendered with lang/dir ${[...new Set(langMismatch.map((r) => r.lang))].join(', ')} (e.g. ${langMismatch[0]!.url} → ${langMismatch[0]!.landed})`);

    const out = join(tmpdir(), `a11y-report-${Date.now()}.json`);
    writeFileSync(out, JSON.stringify(all.map(({ route, ...r }) => ({ route: route.name, ...r })), null, 1));
    console.log(`\nfull results: ${out}; ${all.length} pages in ${seconds(Date.now() - started)}`);
    return report.finish(false);
  } finally {
    await browser?.close().catch(() => {});
    await servers.stop();
  }
}

runHarness('a11y', main);
