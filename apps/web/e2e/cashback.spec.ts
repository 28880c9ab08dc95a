import { authDialog, submitCredentials } from './auth-support.ts';
import { balances, data, expectNoAxe } from './bonuses-support.ts';
import { createPlayer, expect, shellReady, signIn, test } from './support.ts';

test('after sign-in the unseen cashback pops up once; paid out on the cashback page it reaches the balance once', async ({ page }) => {
    test.slow(); // several sandbox round trips and axe scans
  const player = await createPlayer(page.request, { cashback: 12.5 });
  await page.goto('/?show_popup_auth=1');
  await expect(authDialog(page).getByLabel('E-mail or phone')).toBeFocused();
  await submitCredentials(page, player.email);
  const popup = page.getByRole('dialog', { name: 'You have cashback' });
  await expect(popup.getByText('€12.50')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1); // waited for the sign-in dialog to close
  await expectNoAxe(page, '[role="dialog"]');
  await popup.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // signed out and in again: seen, so no popup
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await page.goto('/?show_popup_auth=1');
  await expect(authDialog(page).getByLabel('E-mail or phone')).toBeFocused();
  await submitCredentials(page, player.email);
  await expect(page.getByRole('button', { name: /Balance/ })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/profile/cashback');
  const card = page.locator('[data-cashback]').first();
  await expect(card.getByText('€12.50')).toBeVisible();
  await expectNoAxe(page, 'main');
  expect((await balances(page.request)).balance_main.amount).toBe(0);
  await card.getByRole('button', { name: 'Pay out' }).click(); // once whatever the player does: exactly-once.spec.ts
  await expect(card.getByText('Paid out', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await balances(page.request)).balance_main.amount).toBe(12.5);
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(/No cashback yet/)).toBeVisible();
  expect((await data<{ count: number }>(page.request, '/api/cashbacks.get')).count).toBe(0);
});

test('a player without cashback sees that there is none', async ({ page }) => {
    test.slow(); // several sandbox round trips and axe scans
  const player = await createPlayer(page.request);
  await signIn(page, player.email);
  await page.goto('/profile/cashback');
  await shellReady(page);
  await expect(page.getByText(/No cashback yet/)).toBeVisible();
});
