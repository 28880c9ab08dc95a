import type { BrowserContext } from '@playwright/test';
import { authDialog, submitCredentials } from './auth-support.ts';
import { createPlayer, expect, guardedTest as test } from './support.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from '../harness/lib/browser.ts';

/** Another site than the app's `localhost` (a public test domain could not frame a local address in Chromium). */
const PARTNER = `http://127.0.0.1:${process.env.E2E_APP_PORT ?? 4173}`;

/**
 * What Chromium does with site data blocked (top level), or to a frame of another site under third-party storage
 * blocking: merely reading `localStorage` or `sessionStorage` throws a SecurityError. `onlyFramed` limits it to
 * frames whose top window is another site, as the browser's default third-party blocking does.
 */
async function blockStorage(context: BrowserContext, onlyFramed = false): Promise<void> {
  await context.addInitScript((framedOnly: boolean) => {
    let crossSiteFrame = false;
    try {
      crossSiteFrame = window.top !== window && window.top!.location.origin !== location.origin;
    } catch {
      crossSiteFrame = true; // reading a cross-origin top's location throws
    }
    if (framedOnly && !crossSiteFrame) return;
    const denied = () => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
    };
    for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { configurable: true, get: denied });
  }, onlyFramed);
}

// The partner page is answered by the test itself, so Chromium counts it as a public address and would refuse to
// frame the app on localhost (local network access checks); a real partner frames a public address of ours.
test.use({
  launchOptions: {
    executablePath: TEST_CHROMIUM,
    args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test.describe('the app starts and signs in with browser storage blocked', () => {
  test('top level: the shell renders and a player signs in from the dialog', async ({ page, context }) => {
    const player = await createPlayer(page.request);
    await blockStorage(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/?show_popup_auth=1');
    const dialog = authDialog(page);
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    expect(await page.evaluate(() => { try { return typeof localStorage; } catch { return 'blocked'; } })).toBe('blocked');
    await submitCredentials(page, player.email, player.password);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Balance/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('framed by a partner site: the embedded sign-in form starts and signs in', async ({ page, context, baseURL }) => {
    const player = await createPlayer(page.request);
    await blockStorage(context, true);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(`${PARTNER}/__partner`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Partner</title></head><body><main>
<iframe id="form" title="Sign in" src="${baseURL}/forms/sign_in" width="520" height="760"></iframe></main></body></html>`,
      }),
    );
    await page.goto(`${PARTNER}/__partner`);
    const frame = page.frameLocator('#form');
    await expect(frame.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const appFrame = page.frames().find((f) => f.url().startsWith(`${baseURL}/forms/`))!;
    expect(await appFrame.evaluate(() => { try { return typeof sessionStorage; } catch { return 'blocked'; } })).toBe('blocked');
    await frame.getByLabel('E-mail or phone').fill(player.email);
    await frame.getByLabel('Password', { exact: true }).fill(player.password);
    const login = page.waitForResponse((r) => r.url().includes('/api/auth.login'));
    await frame.getByRole('button', { name: 'Sign in', exact: true }).press('Enter');
    expect((await login).status()).toBe(200);
    await expect(frame.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
