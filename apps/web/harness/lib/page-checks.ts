import type { Page } from '@playwright/test';
import type { trackNetwork } from './browser.ts';

/** Page checks of the faults harness: what "the page stays usable" and "no uncaught error" mean. */

export interface ErrorLog {
  /** Uncaught exceptions and rejections (pageerror), and console errors carrying an Error: these fail the budget. */
  readonly counted: string[];
  /** Console errors without an exception (the app logging a handled failure): reported, not counted. */
  readonly logged: string[];
  /** Waits for the console arguments still being inspected. */
  settle(): Promise<void>;
}

/** Chromium's own lines for the failures injected here (failed resources, net::ERR_*) are not the app's errors. */
export function collectErrors(page: Page): ErrorLog {
  const counted: string[] = [];
  const logged: string[] = [];
  const pending: Promise<unknown>[] = [];
  page.on('pageerror', (e) => counted.push(`pageerror: ${e.message.split('\n')[0]}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    if (/^Failed to load resource\b|net::ERR_/.test(text)) return;
    const line = `console.error: ${text.split('\n')[0]!.slice(0, 240)}`;
    if (/^Uncaught\b/.test(text)) return void counted.push(line);
    pending.push(
      Promise.all(m.args().map((a) => a.evaluate((v) => v instanceof Error).catch(() => false))).then((errors) =>
        (errors.some(Boolean) ? counted : logged).push(line),
      ),
    );
  });
  return { counted, logged, settle: async () => void (await Promise.all(pending)) };
}

/** Header, main landmark and some visible text. */
export async function usable(page: Page, layout: 'with header' | 'any' = 'with header'): Promise<string[]> {
  const problems: string[] = [];
  const visible = async (selector: string) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 8_000 }).then(() => true, () => false);
  if (layout === 'with header' && !(await visible('header, [role=banner]'))) problems.push('no header');
  if (!(await visible('main, [role=main]'))) problems.push('no main landmark');
  const text = await page.evaluate(() => document.body.innerText.trim().replace(/\s+/g, ' ')).catch(() => '');
  if (!text) problems.push('blank page');
  else if (problems.length) problems.push(`the page shows: "${text.slice(0, 100)}"`);
  return problems;
}

/** Follows an in-app link to another route (header first) and checks the new page. */
export async function navigateAway(page: Page, net: ReturnType<typeof trackNetwork>): Promise<string[]> {
  const from = new URL(page.url()).pathname;
  const href = await page.evaluate((current) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('header a[href], main a[href], footer a[href]')];
    const link = links.find((a) => a.origin === location.origin && a.pathname !== current && a.offsetParent !== null && !a.target);
    return link ? link.getAttribute('href') : null;
  }, from);
  if (!href) return startAgain(page);
  // A popup the app opens on load (popups.get, whose service loads after the first paint) makes the page inert; a
  // visitor waits for the page to settle and closes it first, with Escape.
  await net.idle(500, 8_000);
  const closeDialogs = async () => {
    for (let i = 0; i < 3 && (await page.locator('[role=dialog], [role=alertdialog], dialog[open]').count()); i++) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
  };
  const click = () => page.locator(`a[href="${href}"]`).first().click({ timeout: 5_000 }).then(() => '', (e: Error) => e.message.split('\n')[0]!);
  await closeDialogs();
  let clicked = await click();
  // a popup that opened after the page looked settled (a slow start-up call) is closed the same way, once more
  if (clicked && (await page.locator('[role=dialog], dialog[open]').count())) {
    await closeDialogs();
    clicked = await click();
  }
  if (clicked) return [`cannot click the link to ${href}: ${clicked}${(await page.locator('[role=dialog], dialog[open]').count()) ? ' (a dialog stays open after Escape)' : ''}`];
  const moved = await page.waitForURL((url) => url.pathname !== from, { timeout: 8_000 }).then(() => true, () => false);
  if (!moved) return [`navigation to ${href} did not happen`];
  await net.idle(300, 8_000);
  return (await usable(page, 'any')).map((p) => `after navigating to ${href}: ${p}`);
}

/**
 * A failure page with no link anywhere (start-up could not reach the casino: nothing of it can be trusted) must offer
 * starting again instead: a visible "Try again" button. That it works (the page reloads and comes back once the
 * server answers) is a browser test of its own, `e2e/honest-failures.spec.ts`.
 */
async function startAgain(page: Page): Promise<string[]> {
  const retry = page.getByRole('button', { name: /try again/i });
  const shown = await retry.first().waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false);
  return shown ? [] : ['no visible in-app link to another route, and no retry'];
}
