import type { Page } from '@playwright/test';
import { clientNavigate, trackNetwork } from '../harness/lib/browser.ts';
import { withLocale } from '../harness/lib/routes.ts';
import { expect } from './support.ts';
import type { TourStop } from './route-tour.ts';

/**
 * How the tours (e2e/route-tour.spec.ts, e2e/phone-tour.spec.ts) move through the app: one page load, then every stop
 * opened the way an in-app link opens it (history and popstate), each waited for until its screen is up.
 */

/** Set by playwright.dev.config.ts: Vite compiles each screen's modules on its first visit, which takes a while. */
const DEV_SERVER = !!process.env.E2E_DEV_SERVER;
/** How long a screen may take to show its content (a first visit under the development server compiles it). */
export const SETTLE_MS = DEV_SERVER ? 60_000 : 15_000;
/** The first page load: under the development server it compiles the whole shell. */
export const BOOT_MS = DEV_SERVER ? 180_000 : 30_000;

export type Network = ReturnType<typeof trackNetwork>;

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

/** The tour's one page load: the locale's home page, hydrated and quiet. */
export async function boot(page: Page, prefix: string | undefined, net: Network): Promise<void> {
  await page.goto(withLocale('/', prefix), { timeout: BOOT_MS });
  await expect(page.locator('main#main')).toBeVisible({ timeout: BOOT_MS });
  expect(await until(page, () => page.evaluate(isHydrated), BOOT_MS), 'the app hydrates its first page').toBe(true);
  await net.idle(300, 10_000);
}

export interface ArriveOptions {
  /** The addresses the page went through since the last call, named when a stop lands elsewhere. */
  readonly addresses?: () => string[];
  /** How long no call may be under way for the screen to count as settled. */
  readonly quietMs?: number;
}

/**
 * Opens one stop in-app and waits until its screen is up and its calls have answered; answers what kept it from
 * coming (nothing: an empty list).
 */
export async function arrive(page: Page, stop: TourStop, prefix: string | undefined, net: Network, { addresses = () => [], quietMs = 300 }: ArriveOptions = {}): Promise<string[]> {
  const problems: string[] = [];
  const landing = withLocale(stop.lands, prefix);
  addresses();
  await clientNavigate(page, withLocale(stop.path, prefix));
  const settled = await until(page, () => page.evaluate(screenState, landing).then((state) => state.ready), SETTLE_MS);
  if (!settled) {
    const state = await page.evaluate(screenState, landing);
    if (state.at !== landing) problems.push(`landed on ${state.at}, expected ${landing} (went through ${addresses().join(' → ')})`);
    else if (state.shown !== landing.split('?')[0]) problems.push(`the router shows ${state.shown ?? 'no canonical address'}, not ${landing}: its screen never came`);
    if (state.busy.length) problems.push(`still loading after ${SETTLE_MS / 1000} s: ${[...new Set(state.busy)].join(', ')}`);
    if (!state.heading) problems.push('no heading in main (only a skeleton, or nothing)');
  }
  // the screen's last calls answer (a section below the first, a balance refresh) before it is judged
  await net.idle(quietMs, 5_000);
  return problems;
}
