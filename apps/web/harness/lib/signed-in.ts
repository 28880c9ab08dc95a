import type { Browser } from '@playwright/test';
import { landedOn } from './gates.ts';
import type { Cookie } from './lighthouse.ts';

/** The player's screens the bench measures beside the public pages, each with a screen's worth of the player's data. */
export const SIGNED_IN_PATHS = ['/cashier/deposit', '/cashier/withdraw', '/profile/bonuses', '/profile/settings', '/loyalty/shop'] as const;

/** Lighthouse's default mobile screen, so the check renders the layout Lighthouse measures. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

/** What the page showed once the header had decided who is there. */
interface Seen {
  readonly url: string;
  readonly logOut: boolean;
  readonly signIn: boolean;
  readonly authDialog: boolean;
  readonly heading: string;
}

/**
 * Opens `path` with the player's session cookie in the jar, as Lighthouse's browser has it, and says what is wrong, if
 * anything: a page that lost its player (the guest's redirect, the header's "Sign in", the sign-in dialog) or rendered
 * no heading would be measured as some other page under this one's name.
 */
export async function signedInProblem(browser: Browser, baseUrl: string, path: string, cookie: Cookie): Promise<string | undefined> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, serviceWorkers: 'block' });
  try {
    await context.addCookies([{ ...cookie }]);
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
    // the header shows "Log out" (hidden at phone width, but in the document) or "Sign in" once the session is known
    const buttonsNamed = (names: string[]) =>
      [...document.querySelectorAll('header button')].some((button) => names.includes(button.textContent?.trim() ?? ''));
    await page.waitForFunction(buttonsNamed, ['Log out', 'Sign in'], { timeout: 60_000 });
    await page.locator('main h1').first().waitFor({ timeout: 30_000 }).catch(() => {});
    // no helper functions inside: tsx's transform would wrap them in a `__name` call the page does not have
    const seen: Seen = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll('header button')].map((b) => b.textContent?.trim() ?? '');
      const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
      return {
        url: location.href,
        logOut: buttons.includes('Log out'),
        signIn: buttons.includes('Sign in'),
        authDialog: dialogs.some((d) => /sign in|log in|password/i.test(d.textContent ?? '')),
        heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
      };
    });
    return verdict(seen, path);
  } finally {
    await context.close();
  }
}

function verdict(seen: Seen, path: string): string | undefined {
  if (!landedOn(seen.url, path)) return `ended on ${seen.url.replace(/^https?:\/\/[^/]+/, '')}, not ${path}`;
  if (seen.signIn || !seen.logOut) return 'the header offers "Sign in": the session cookie did not reach the app';
  if (seen.authDialog) return 'the sign-in dialog is open';
  if (!seen.heading) return 'no heading in <main>: the screen did not render';
  return undefined;
}
