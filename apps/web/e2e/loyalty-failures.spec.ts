import { createPlayer, expect, fault, signIn, test } from './support.ts';

test('a failed product list offers a retry that shows the shop', async ({ page }) => {
  await fault(page.request, { method: 'loyalty.getproducts', status: 500, times: 1 });
  await page.goto('/loyalty/shop');
  await expect(page.getByRole('alert')).toContainText('We could not load this.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Buy €5 bonus' })).toBeVisible();
});

test('a purchase the server failed on says it is not confirmed, the points are read again, and a retry buys', async ({ page }) => {
  const player = await createPlayer(page.request, { loyaltyPoints: 400 });
  await signIn(page, player.email, player.password);
  await page.goto('/loyalty/shop');
  await fault(page.request, { method: 'loyalty.buyproduct', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Buy €5 bonus' }).click();
  await page.locator('[data-popup="LoyaltyShopPopupConfirm"]').getByRole('button', { name: 'Buy', exact: true }).click();
  // a server error leaves it open whether the points were spent: the popup does not claim they were not
  await expect(page.locator('[data-popup="LoyaltyShopPopupBuy"]')).toContainText('We could not confirm the purchase.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-loyalty-points="400"]')).toBeVisible();
  await page.getByRole('button', { name: 'Buy €5 bonus' }).click();
  await page.locator('[data-popup="LoyaltyShopPopupConfirm"]').getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.locator('[data-popup="LoyaltyShopPopupBuy"]')).toContainText('€5 bonus is yours!');
});

test('a failed character change says so and keeps the character', async ({ page }) => {
  const player = await createPlayer(page.request);
  await signIn(page, player.email, player.password);
  await page.goto('/profile/loyalty');
  await fault(page.request, { method: 'loyalty.setcharacter', status: 500, times: 1 });
  await page.getByRole('button', { name: /Choose a character|Change character/ }).click();
  await page.getByRole('button', { name: 'Choose Knight' }).click();
  await page.locator('[data-popup="LoyaltyCharacterChangeConfirmPopup"]').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('The character could not be changed. Please try again.');
  await expect(page.locator('[data-character="knight"]')).toHaveCount(0);
});

test('failed programmes, programme and loyalty info never leave a blank page', async ({ page }) => {
  await fault(page.request, { method: 'loyalty.getPrograms', status: 500, times: 1 });
  await page.goto('/loyalty');
  await expect(page.getByRole('alert')).toContainText('We could not load this.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Welcome path' })).toBeVisible();

  await fault(page.request, { method: 'loyalty.getProgram', status: 500, times: 1 });
  await page.goto('/loyalty/welcome-path');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome path' })).toBeVisible();

  const player = await createPlayer(page.request);
  await signIn(page, player.email, player.password);
  await fault(page.request, { method: 'loyalty.getinfo', status: 500, times: 1 });
  await page.goto('/profile/loyalty');
  await expect(page.getByRole('alert').first()).toContainText('We could not load this.');
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByText(/^Balance: 0 coins$/)).toBeVisible();
});

test('a failed notifications call is quiet: no toast, no error on screen', async ({ page }) => {
  const player = await createPlayer(page.request);
  await signIn(page, player.email, player.password);
  await fault(page.request, { method: 'loyalty.getnotifications', status: 500, times: 1 });
  await page.goto('/loyalty');
  await page.mouse.click(5, 5);
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty programme' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
