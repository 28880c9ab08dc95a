import type { Page } from '@playwright/test';
import { clientNavigate, trackNetwork } from '../harness/lib/browser.ts';
import { withLocale } from '../harness/lib/routes.ts';
import { failureTexts, KNOWN_NOISE, tourStops, type FailureTexts, type TourLocale, type TourStop } from './route-tour.ts';
import { createPlayer, expect, sandboxUrl, signIn, test } from './support.ts';

/**
 * The route tour: a fresh player signs in and opens every route of the route table, in English and in Arabic, and
 * each screen must come up with its content and without a failure state, a console error, an app warning, an
 * uncaught exception or a content security policy violation. It runs against the production build (playwright.config.ts)
 * and against the development server (playwright.dev.config.ts), where React's StrictMode takes every screen down
 * and up again once: a view-model that cannot come back from that fails only there, and a screen that works only in
 * the production build is broken.
 *
 * The screens are opened the way an in-app link opens them (history and popstate, harness/lib/browser.ts), one page
 * load per locale: loading the app afresh for each route took four times as long (2.5 s a route against 0.6 s in the
 * production build on two cores), and far longer under the development server, which serves hundreds of modules to
 * each fresh page. Every failure is collected and all of them are reported together at the end, so one run shows
 * every broken screen.
 */

/** Set by playwright.dev.config.ts: Vite compiles each screen's modules on its first visit, which takes a while. */
const DEV_SERVER = !!process.env.E2E_DEV_SERVER;
/** How long a screen may take to show its content (a first visit under the development server compiles it). */
const SETTLE_MS = DEV_SERVER ? 60_000 : 15_000;
/** The first page load: under the development server it compiles the whole shell. */
const BOOT_MS = DEV_SERVER ? 180_000 : 30_000;

/** What a tour player owns, so the money, loyalty, cashback and bet history screens have something to show. */
const PLAYER = { currency: 'EUR', balance: 120, loyaltyPoints: 500, cashback: 5, rounds: 12 } as const;

/**
 * Where the page is and what its screen shows. `shown` is the address the router has rendered: the SEO head's
 * canonical link, written from the router's location (features/seo SiteHead), moves only when the new route's screen
 * is in place, while the address bar moves at once and the previous screen stays up as the next one loads. Busy
 * indicators (skeletons, spinners, `aria-busy`) count only in view inside `main`: sections below the fold stay
 * skeletons until they are scrolled to (shared/hydration/HydrateWhenSeen).
 */
function screenState(landing: string): { at: string; shown: string | null; busy: string[]; heading: string | null; ready: boolean } {
  const at = `${location.pathname}${location.search}`;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel=canonical]')?.href;
  const shown = canonical ? new URL(canonical).pathname : null;
  const main = document.querySelector('main');
  const inView = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
  };
  const busy = main
    ? [...main.querySelectorAll('[data-skeleton], [data-spinner], [role=progressbar]:not([aria-valuenow]), [aria-busy=true]')]
        .filter(inView)
        .map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''}${el.hasAttribute('data-skeleton') ? ' (skeleton)' : ''}`)
    : [];
  const heading = main ? ([...main.querySelectorAll('h1, h2, h3, [role=heading]')].find(inView)?.textContent?.trim() ?? null) : null;
  return { at, shown, busy, heading, ready: at === landing && shown === landing.split('?')[0] && !!heading && busy.length === 0 };
}

const LINGUI_WARNING = /^(Uncompiled message detected|Messages for locale)/;

/** Everything the page reports that fails the route it is on: errors, app warnings, exceptions, CSP violations. */
async function watchPage(page: Page): Promise<{ take(): string[]; addresses(): string[] }> {
  const lines: string[] = [];
  // the addresses the page went through (redirects, history replaced by a screen), for a stop that lands elsewhere
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    addresses.push(`${url.pathname}${url.search}`);
  });
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);
  page.on('pageerror', (error) => {
    const frame = error.stack?.split('\n').find((line) => line.trim().startsWith('at '))?.trim();
    lines.push(`uncaught ${error.name}: ${oneLine(error.message)}${frame ? ` (${frame})` : ''}`);
  });
  page.on('console', (message) => {
    const text = message.text();
    const error = message.type() === 'error';
    // the app's logger (packages/adapters ConsoleLogger) and its widgets warn with this prefix, and Lingui warns (in
    // development only) of a text the catalogs lack or hold raw; other warnings (a browser's deprecation notice) are
    // not the app's to fix
    const appWarning = message.type() === 'warning' && (text.startsWith('[casino]') || LINGUI_WARNING.test(text));
    if (!error && !appWarning) return;
    if (KNOWN_NOISE.some((noise) => noise.pattern.test(text))) return;
    // Chromium's own line for a failed request does not name it; its location does
    const where = /^Failed to load resource/.test(text) ? ` (${message.location().url})` : '';
    lines.push(`console.${error ? 'error' : 'warn'}: ${oneLine(text)}${where}`);
  });
  await page.exposeFunction('__tourCspViolation', (line: string) => lines.push(`CSP violation: ${line}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __tourCspViolation(line: string): void }).__tourCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile ? `${e.sourceFile}:${e.lineNumber}` : 'page'}${e.sample ? `: ${e.sample}` : ''})`,
      ),
    ),
  );
  return { take: () => lines.splice(0), addresses: () => addresses.splice(0) };
}

/**
 * Polls `check` from here until it answers true or `ms` pass. Not `page.waitForFunction`: that evaluates its predicate
 * with the page's own `eval`, which the development server's content security policy refuses (no 'unsafe-eval'), and
 * the refusal would be the tour's own CSP violation. A check that throws (a reload under way) counts as not yet.
 */
async function until(page: Page, check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > deadline || page.isClosed()) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The app has hydrated: the UI root's theme class is on `<html>` (e2e/support.ts `hydrated`, without its eval). */
const isHydrated = () => {
  const theme = document.querySelector('[data-ui-root]')?.classList[0];
  return !!theme && document.documentElement.classList.contains(theme);
};

/** The same line logged again and again (a render retried, an error seen by each boundary) is listed once, counted. */
function counted(lines: readonly string[]): string[] {
  const times = new Map<string, number>();
  for (const line of lines) times.set(line, (times.get(line) ?? 0) + 1);
  return [...times].map(([line, n]) => (n > 1 ? `${line} (×${n})` : line));
}

type Watched = Awaited<ReturnType<typeof watchPage>>;

/** Opens one stop in-app and answers what is wrong with it (nothing: an empty list). */
async function visit(page: Page, stop: TourStop, prefix: string | undefined, failures: FailureTexts, net: ReturnType<typeof trackNetwork>, watched: Watched): Promise<string[]> {
  const problems: string[] = [];
  const landing = withLocale(stop.lands, prefix);
  watched.addresses();
  await clientNavigate(page, withLocale(stop.path, prefix));
  const settled = await until(page, () => page.evaluate(screenState, landing).then((state) => state.ready), SETTLE_MS);
  if (!settled) {
    const state = await page.evaluate(screenState, landing);
    if (state.at !== landing) problems.push(`landed on ${state.at}, expected ${landing} (went through ${watched.addresses().join(' → ')})`);
    else if (state.shown !== landing.split('?')[0]) problems.push(`the router shows ${state.shown ?? 'no canonical address'}, not ${landing}: its screen never came`);
    if (state.busy.length) problems.push(`still loading after ${SETTLE_MS / 1000} s: ${[...new Set(state.busy)].join(', ')}`);
    if (!state.heading) problems.push('no heading in main (only a skeleton, or nothing)');
  }
  // the screen's last calls answer (a section below the first, a balance refresh) before it is judged
  await net.idle(300, 5_000);
  const shown = await page.evaluate(({ texts, retry }) => {
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0;
    const text = document.body.innerText;
    return {
      texts: texts.filter((t) => text.includes(t)),
      retry: [...document.querySelectorAll('button, a[href], [role=button]')].filter(visible).map((el) => el.textContent?.trim() ?? '').filter((t) => retry.includes(t)),
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
    };
  }, failures);
  if (shown.texts.length) problems.push(`shows a failure: "${shown.texts.join('", "')}"`);
  if (shown.retry.length) problems.push(`offers "${shown.retry[0]}" (a failure state's button)`);
  if (prefix === 'ar' && (shown.lang !== 'ar' || shown.dir !== 'rtl')) problems.push(`lang/dir is ${shown.lang}/${shown.dir}, expected ar/rtl`);
  return problems;
}

/**
 * Both locales against the production build. Under the development server English only: what it adds (StrictMode's
 * second mount, modules compiled on demand, its own security policy) does not depend on the language, and the
 * Arabic half cost the test command a minute and a half there.
 */
const LOCALES: readonly TourLocale[] = DEV_SERVER ? ['en'] : ['en', 'ar'];

for (const locale of LOCALES) {
  test(`route tour (${locale}): every route shows its screen to a signed-in player, without an error`, async ({ page, request }) => {
    const prefix = locale === 'en' ? undefined : locale;
    // the test command runs the development tour with the sandbox on a PostgreSQL server (scripts/with-postgres.sh
    // sets DATABASE_URL): make sure the sandbox it talks to is on it, not on its embedded database
    if (process.env.DATABASE_URL) expect(await (await request.get(`${sandboxUrl}/__sandbox/health`)).json()).toMatchObject({ database: 'postgresql' });
    const player = await createPlayer(request, PLAYER);
    await signIn(page, player.email, player.password);
    // an Arabic-speaking player: the account's locale wins over the address on a page load (platform locale strategy)
    if (prefix) expect((await page.request.post('/api/account.changelocale', { multipart: { locale } })).status()).toBe(200);
    const stops = await tourStops(page.request, player);
    // a generous bound that a tour of failing screens (each waiting out its settle time) still fits in
    test.setTimeout(BOOT_MS + stops.length * (SETTLE_MS + 10_000));
    const failures = failureTexts(locale);
    const watched = await watchPage(page);
    const net = trackNetwork(page);

    const started = Date.now();
    await page.goto(withLocale('/', prefix), { timeout: BOOT_MS });
    await expect(page.locator('main#main')).toBeVisible({ timeout: BOOT_MS });
    expect(await until(page, () => page.evaluate(isHydrated), BOOT_MS), 'the app hydrates its first page').toBe(true);
    await net.idle(300, 10_000);
    const broken: string[] = [];
    const boot = counted(watched.take());
    if (boot.length) broken.push(`${withLocale('/', prefix)} (first load): ${boot.join('; ')}`);
    const booted = Date.now();

    const timings: Array<[string, number]> = [];
    for (const stop of stops) {
      const t0 = Date.now();
      const address = withLocale(stop.path, prefix);
      const problems = await visit(page, stop, prefix, failures, net, watched).catch((error: Error) => [`the visit failed: ${error.message.split('\n')[0]}`]);
      problems.push(...counted(watched.take()));
      if (problems.length) broken.push(`${address} [${stop.name}]:\n    ${problems.join('\n    ')}`);
      timings.push([address, Date.now() - t0]);
    }

    const slowest = [...timings].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([address, ms]) => `${address} ${(ms / 1000).toFixed(1)} s`);
    console.log(`route tour (${locale}): ${stops.length} routes in ${((Date.now() - booted) / 1000).toFixed(0)} s after a ${((booted - started) / 1000).toFixed(0)} s first load; slowest: ${slowest.join(', ')}`);
    expect(broken, `${broken.length} of ${stops.length} routes failed (${locale}):\n  ${broken.join('\n  ')}\n`).toEqual([]);
  });
}
