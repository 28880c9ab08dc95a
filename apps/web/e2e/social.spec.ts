import type { Locator, Page } from '@playwright/test';
import { createPlayer, expect, shellReady, test } from './support.ts';

/** Presses Tab until `target` has the focus (keyboard-only journeys). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

async function session(page: Page): Promise<{ uid: number; login: string }> {
  const answer = await page.request.get('/api/account.getInfo?locale=en');
  return ((await answer.json()) as { data: { uid: number; login: string } }).data;
}

test.describe('social sign-in', () => {
  test('keyboard only: the sign-in dialog’s social button opens the provider popup; finishing it signs the opener in', async ({ page }) => {
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        (window as unknown as { socialOpen: unknown[] }).socialOpen = args;
        return open(...args);
      };
    });
    await page.goto('/promotions?show_popup_auth=1');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    const google = dialog.getByRole('button', { name: 'Sign in with Google' });
    await tabTo(page, google);
    const popupOpened = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const popup = await popupOpened;
    await expect(popup).toHaveURL(/\/oauth\/init\?/);
    const url = new URL(popup.url());
    expect(url.searchParams.get('service')).toBe('google');
    expect(url.searchParams.get('type_auth')).toBe('login');
    expect(url.searchParams.get('redirect_url')).toBe(new URL('/promotions?social_auth=done', page.url()).href);
    const features = await page.evaluate(() => (window as unknown as { socialOpen: string[] }).socialOpen[2]);
    expect(features).toMatch(/^width=640,height=480,left=\d+,top=\d+$/);

    const closed = popup.waitForEvent('close');
    await tabTo(popup, popup.getByRole('button', { name: 'Continue as Google user' }));
    await popup.keyboard.press('Enter');
    await closed;

    await expect.poll(async () => (await session(page)).login).toBe('social@example.com');
    await expect(dialog).toBeHidden();
    await expect(page.locator('header').getByText('Log out')).toBeVisible();
    await expect(page).toHaveURL((address) => address.pathname === '/promotions' && !address.searchParams.has('show_popup_auth'));
  });

  test('a blocked popup falls back to a whole-page sign-in that returns to the back address', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/gamehall?show_popup_auth=1');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('button', { name: 'Sign in with Facebook' }).press('Enter');
    await expect(page).toHaveURL(/\/oauth\/init\?.*service=facebook/);
    await page.getByRole('button', { name: 'Continue as Facebook user' }).press('Enter');
    await expect(page).toHaveURL((address) => address.pathname === '/gamehall' && address.search === '');
    await shellReady(page);
    expect((await session(page)).uid).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('back_url_social'))).toBeNull();
  });

  test('an account on a break: the provider lets the player through, the site does not, and the dialog says why and until when', async ({ page }) => {
    const player = await createPlayer(page.request);
    const login = await page.request.post('/api/auth.login', { multipart: { login: player.email, password: player.password } });
    expect(login.ok()).toBe(true);
    const timeOut = await page.request.post('/api/account.selfExclude', { multipart: { kind: 'timeout', period: '24h', password: player.password } });
    expect(timeOut.ok()).toBe(true); // which also signs the player out

    await page.goto('/promotions?show_popup_auth=1');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in with Google' }).press('Enter');
    const popup = await popupOpened;
    // the stand-in provider's account: this player rather than its social demo account
    await popup.locator('form').evaluate((form, email) => form.insertAdjacentHTML('beforeend', `<input type="hidden" name="login" value="${email}">`), player.email);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Continue as Google user' }).press('Enter');
    await closed;

    // why and until when, as the password sign-in says it (the back address carried the break)
    await expect(dialog.getByRole('alert')).toContainText(/^You are taking a time-out until .+\. You can sign in again after that\.$/);
    expect((await session(page)).uid).toBe(0);
    await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toBeVisible(); // the dialog stays usable
  });
});
