/**
 * Accessibility harness: axe over every distinct screen of the route table (concrete params; routes rendering the
 * same screen are checked once) for guest and player, dark and light theme, `en` and `ar`, on the production build
 * served by the production server (server/main.ts) with its full content security policy. Budgets (budgets.json):
 * `a11yViolations` per page, and `cspViolations` over the whole sweep (every policy violation a page reports).
 * `pnpm --filter @casino/web a11y` (needs apps/web/dist; HARNESS_BASE_URL reuses running servers).
 */
import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BudgetReport, loadBudgets, runHarness } from './lib/budgets.ts';
import { clientNavigate, launch, newContext, signIn, trackNetwork, type ThemeName, type User } from './lib/browser.ts';
import { isProtectedPath } from '@casino/domain';
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

async function scanVariant(browser: Browser, baseUrl: string, variant: Variant, routes: readonly ConcreteRoute[]): Promise<PageResult[]> {
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
        const axe = await retryOnce(() => new AxeBuilder({ page }).analyze());
        const csp = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.splice(0));
        const here = new URL(page.url());
        results.push({
          route,
          variant,
          url,
          landed: `${here.pathname}${here.search}`,
          lang: await page.evaluate(() => `${document.documentElement.lang}/${document.documentElement.dir}`),
          violations: axe.violations.map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) })),
          csp,
        });
        if (VERBOSE) console.log(`    ${label(variant)} ${url} ${Date.now() - t0} ms`);
      } catch (error) {
        results.push({ route, variant, url, landed: '', lang: '', violations: [], csp: [], error: (error as Error).message.split('\n')[0] });
        loaded = false;
      }
    }
  } finally {
    await context.close();
  }
  return results;
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
    console.log(`a11y: ${routes.length} distinct screens (of ${everyRoute.length} routes) × ${variants.length} variants (guest|player × dark|light × en|ar), axe default rules, ${CONCURRENCY} contexts at a time`);

    browser = await launch();
    const all = (await pool(variants, CONCURRENCY, async (variant) => {
      const t = Date.now();
      const r = await scanVariant(browser!, servers.baseUrl, variant, routesFor(variant, routes));
      console.log(`  ${label(variant).padEnd(17)} ${r.length} pages in ${seconds(Date.now() - t)}`);
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
    const scanned = all.filter((r) => !r.error);
    const blocked = scanned.flatMap((r) => r.csp.map((v) => `${v} on ${r.url} [${label(r.variant)}]`));
    console.log(`\ncontent security policy: ${blocked.length} violation(s) over ${scanned.length} pages${blocked.length ? `:\n  ${[...new Set(blocked)].slice(0, 20).join('\n  ')}` : ''}`);
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
