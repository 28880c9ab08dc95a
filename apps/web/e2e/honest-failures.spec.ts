import { expectNoAxe } from './axe.ts';
import type { Page } from '@playwright/test';
import { authDialog, submitCredentials } from './auth-support.ts';
import { clearFaults, createPlayer, expect, fault, signIn, test } from './support.ts';

/** axe over the page as it is, in the dark theme and again in the light one (the theme lives in a cookie). */
async function expectAccessibleInBothThemes(page: Page, baseURL: string): Promise<void> {
  test.setTimeout(90_000); // two reloads and two full-page axe runs on a busy machine
  for (const theme of ['dark', 'light']) {
    await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL }]);
    await page.reload();
    await expect(page.locator("main#main")).toBeVisible();
    await expectNoAxe(page, undefined, `${theme} `);
  }
  await page.context().addCookies([{ name: 'theme', value: 'dark', url: baseURL }]);
}

test('a corrupt answer to sign-in says the server could not be reached, keeps what was typed, and a retry signs in', async ({ page }) => {
  await page.goto('/?show_popup_auth=1');
  const dialog = authDialog(page);
  await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
  await fault(page.request, { method: 'auth.login', body: 'malformed', times: 1 });
  await submitCredentials(page, 'demo@example.com');
  await expect(dialog.getByText('We could not reach the server. Check your connection and try again.')).toBeVisible();
  await expect(dialog.getByText('Wrong login or password')).toHaveCount(0);
  await expect(dialog.getByLabel('E-mail or phone')).toHaveValue('demo@example.com');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Balance/ })).toBeVisible();
});

test('a failed locales call shows an honest page with a retry, never the 500 jargon; the retry starts the app', async ({ page, baseURL }) => {
  await fault(page.request, { method: 'i18n.locales', status: 500, times: -1 });
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not reach the casino' })).toBeVisible();
  await expectAccessibleInBothThemes(page, baseURL!);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not reach the casino' })).toBeVisible();
  await expect(page.getByText(/LOCALES NOT FOUND|PLUGIN:I18N/)).toHaveCount(0);
  await expect(page.getByText(/\b500\b/)).toHaveCount(0);
  const retry = page.getByRole('button', { name: 'Try again' });
  await retry.focus();
  await clearFaults(page.request);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not reach the casino' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a failed account.getInfo on reload tells a signed-in player, and the retry brings the account back', async ({ page, baseURL }) => {
  const player = await createPlayer(page.request);
  await signIn(page, player.email, player.password);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Balance/ })).toBeVisible();
  await fault(page.request, { method: 'account.getInfo', status: 500, times: -1 });
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load your account' })).toBeVisible();
  await expectAccessibleInBothThemes(page, baseURL!);
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load your account' })).toBeVisible();
  await clearFaults(page.request);
  await page.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(page.getByRole('button', { name: /Balance/ })).toBeVisible();
  await expect(page.getByText('We could not load your account')).toHaveCount(0);
});
