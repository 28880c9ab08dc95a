import type { Page } from '@playwright/test';
import { KNOWN_NOISE, type FailureTexts } from './route-tour.ts';

/**
 * What the tours hold against a screen beyond its arrival (e2e/tour-navigation.ts): whatever the page reports while it
 * is up (errors, app warnings, exceptions, content security policy violations) and a failure state on screen. The
 * route tour (development server) and the phone tour's player rounds (production build) both check it.
 */

const LINGUI_WARNING = /^(Uncompiled message detected|Messages for locale)/;

export type Watched = Awaited<ReturnType<typeof watchPage>>;

/** Everything the page reports that fails the route it is on: errors, app warnings, exceptions, CSP violations. */
export async function watchPage(page: Page): Promise<{ take(): string[]; addresses(): string[] }> {
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

/** The same line logged again and again (a render retried, an error seen by each boundary) is listed once, counted. */
export function counted(lines: readonly string[]): string[] {
  const times = new Map<string, number>();
  for (const line of lines) times.set(line, (times.get(line) ?? 0) + 1);
  return [...times].map(([line, n]) => (n > 1 ? `${line} (×${n})` : line));
}

/** What the screen on the page shows that it should not: a failure's text or button, or the wrong direction for Arabic. */
export async function shownProblems(page: Page, prefix: string | undefined, failures: FailureTexts): Promise<string[]> {
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
  const problems: string[] = [];
  if (shown.texts.length) problems.push(`shows a failure: "${shown.texts.join('", "')}"`);
  if (shown.retry.length) problems.push(`offers "${shown.retry[0]}" (a failure state's button)`);
  if (prefix === 'ar' && (shown.lang !== 'ar' || shown.dir !== 'rtl')) problems.push(`lang/dir is ${shown.lang}/${shown.dir}, expected ar/rtl`);
  return problems;
}
