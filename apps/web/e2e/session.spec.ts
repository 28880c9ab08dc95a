import { expectNoAxe } from './axe.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { authDialog, tabTo, submitCredentials } from './auth-support.ts';
import { expect, sandboxConfig, shellReady, signIn, test } from './support.ts';

/** A short time_to_force_logout for this test's pages only (the sandbox's scoped config). */
const setForceLogout = (request: APIRequestContext, seconds: number) => sandboxConfig(request, { timeToForceLogout: seconds });

const header = (page: Page) => page.getByRole('banner');
const logOutButton = (page: Page) => header(page).getByRole('button', { name: 'Log out' });
const signInButton = (page: Page) => header(page).getByRole('button', { name: 'Sign in' });
const warning = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

test.describe('inactivity logout', () => {
  test('warns at 80% with a countdown, "Stay signed in" by keyboard keeps the session, then signs out to the index', async ({ page, request }) => {
    // ten seconds: the warning at eight, with room for a busy machine between the steps
    await setForceLogout(request, 10);
    await signIn(page);
    await page.goto('/winners');
    await shellReady(page);
    const shownAt = Date.now();
    await expect(logOutButton(page)).toBeVisible();
    await page.waitForTimeout(5000);
    await expect(warning(page)).toBeHidden();
    await expect(warning(page)).toBeVisible({ timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(7000);
    await expect(warning(page).getByRole('timer')).toHaveText(/^(1 second|2 seconds) left$/);
    const stay = warning(page).getByRole('button', { name: 'Stay signed in' });
    await expect(stay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(warning(page)).toBeHidden();
    await expect(logOutButton(page)).toBeVisible();
    await expect(page).toHaveURL(/\/winners$/);

    // no more activity: the warning again, then the logout, the index and the guest header
    await expect(warning(page)).toBeVisible({ timeout: 10_000 });
    await expect(signInButton(page)).toBeVisible({ timeout: 6000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(warning(page)).toBeHidden();
    await expect(page.getByText('You were signed out')).toBeVisible();
  });

  test('the warning dialog has no axe violations and counts down', async ({ page, request }) => {
    // the warning shows at 80%: eight seconds to see it count and to run axe (slow on a busy machine) while it is open
    await setForceLogout(request, 40);
    await signIn(page);
    // the page's clock, not the test's patience, gets it to the warning (32 s in); the countdown then runs in real time
    await page.clock.install();
    // the watchers' chunk is named after its group in chunk-groups.ts
    const watchers = page.waitForResponse(/\/assets\/session-watchers-[\w-]+\.js$/);
    await page.goto('/');
    await shellReady(page);
    // the idle timer starts with the session watchers' chunk, after the first paint (later on a busy machine)
    await watchers;
    await expect(warning(page)).toBeHidden();
    await page.clock.runFor(30_000);
    // then a second at a time to the warning (32 s): a timer armed a moment late still leaves its countdown to watch
    await expect.poll(async () => (await warning(page).isVisible()) || (await page.clock.runFor(1_000), false), { timeout: 15_000, intervals: [250] }).toBe(true);
    const timer = warning(page).getByRole('timer');
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '', { timeout: 2_500 });
    await expectNoAxe(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(warning(page)).toBeHidden();
    await expect(logOutButton(page)).toBeVisible();
  });
});

test.describe('the server ends an idle session too', () => {
  test('a tab closed while signed in and opened again after the timeout is a guest; the page never logged out itself', async ({ context, page, request }) => {
    await setForceLogout(request, 8);
    const logouts: string[] = [];
    context.on('request', (r) => void (r.url().includes('/api/auth.logout') && logouts.push(r.url())));
    await signIn(page);
    await page.goto('/winners');
    await expect(logOutButton(page)).toBeVisible();
    await page.close();
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    const again = await context.newPage();
    await again.goto('/winners');
    await expect(signInButton(again)).toBeVisible();
    expect(logouts).toEqual([]);
  });
});

test.describe('one session across tabs', () => {
  test('keys pressed in one tab keep an idle tab signed in', async ({ context, page, request }) => {
    test.setTimeout(45_000);
    await setForceLogout(request, 6);
    await signIn(page);
    const idle = page;
    const busy = await context.newPage();
    await idle.goto('/');
    await busy.goto('/winners');
    await shellReady(idle);
    await shellReady(busy);
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      await busy.keyboard.press('Shift');
      await busy.waitForTimeout(700);
      await expect(warning(idle)).toBeHidden();
    }
    await expect(logOutButton(idle)).toBeVisible();
    await expect(logOutButton(busy)).toBeVisible();
  });

  test('idle in two tabs: one tab signs both out with one server call, and each says so once', async ({ context, page, request }) => {
    test.setTimeout(45_000);
    await setForceLogout(request, 6);
    await signIn(page);
    const other = await context.newPage();
    const logouts: string[] = [];
    for (const tab of [page, other]) tab.on('request', (r) => r.url().includes('/api/auth.logout') && logouts.push(r.url()));
    await page.goto('/winners');
    await other.goto('/winners');
    await shellReady(page);
    await shellReady(other);
    for (const tab of [page, other]) await expect(signInButton(tab)).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(1000); // a second call would be on its way by now
    expect(logouts).toHaveLength(1);
    for (const tab of [page, other]) await expect(tab.getByText('You were signed out')).toHaveCount(1);
  });

  test('a logout in one tab shows the guest header in the other without a reload', async ({ context, page }) => {
    await signIn(page);
    const other = await context.newPage();
    await page.goto('/');
    await other.goto('/winners');
    await expect(logOutButton(other)).toBeVisible();
    await other.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await tabTo(page, logOutButton(page), 40);
    await page.keyboard.press('Enter');
    await expect(signInButton(page)).toBeVisible();
    await expect(signInButton(other)).toBeVisible();
    await expect(other).toHaveURL(/\/$/);
    expect(await other.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test('a sign-in in one tab signs the other in', async ({ context, page }) => {
    const other = await context.newPage();
    await other.goto('/winners');
    await expect(signInButton(other)).toBeVisible();
    await page.goto('/?show_popup_auth=1');
    const dialog = authDialog(page);
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await submitCredentials(page, 'demo@example.com');
    await expect(logOutButton(page)).toBeVisible();
    await expect(logOutButton(other)).toBeVisible();
    await expect(other).toHaveURL(/\/winners$/);
  });
});
