import { balances } from './bonuses-support.ts';
import { createPlayer, expect, fault, signIn, test } from './support.ts';

test('the bonuses page survives failing calls: each list offers a retry, a failed action says so and changes nothing', async ({ page }) => {
    test.slow(); // several sandbox round trips and axe scans
  const player = await createPlayer(page.request);
  await signIn(page, player.email);
  for (const method of ['bonuses.get', 'BettingBonuses.get', 'freespins.get']) await fault(page.request, { method, status: 500, times: 1 });
  await page.goto('/profile/bonuses');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(3);
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByText('No bonuses here yet.')).toBeVisible();

  await fault(page.request, { method: 'campaigns.activateOffer', status: 500, times: 1 });
  await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME100');
  await page.getByRole('textbox', { name: 'Promo code' }).press('Enter');
  await expect(page.getByText('We could not check the code right now. Please try again.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('WELCOME100');
  await page.getByRole('textbox', { name: 'Promo code' }).press('Enter');
  await page.getByRole('dialog', { name: 'Promo code activated' }).getByRole('button', { name: 'Great' }).click();

  const card = page.locator('[data-section="casino"] li').first();
  await fault(page.request, { method: 'bonuses.activate', status: 500, times: 1 });
  await card.getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('alertdialog', { name: 'Activate this bonus?' }).getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('alert')).toHaveText('That did not work. Please try again.');
  expect((await balances(page.request)).balance_bonus.amount).toBe(0);
  await fault(page.request, { method: 'bonuses.remove', error: 'network', times: 1 });
  await card.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog', { name: 'Remove this bonus?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('alert')).toHaveText('That did not work. Please try again.');
  await expect(card.getByText('Available', { exact: true })).toBeVisible();
});

test('the cashback page survives failing list and payout calls', async ({ page }) => {
    test.slow(); // several sandbox round trips and axe scans
  const player = await createPlayer(page.request, { cashback: 5 });
  await signIn(page, player.email);
  await fault(page.request, { method: 'cashbacks.get', status: 500, times: 1 });
  await page.goto('/profile/cashback');
  await page.getByRole('button', { name: 'Try again' }).click();
  const card = page.locator('[data-cashback]').first();
  await fault(page.request, { method: 'cashbacks.payout', status: 500, times: 1 });
  await card.getByRole('button', { name: 'Pay out' }).click();
  await expect(page.getByRole('alert')).toHaveText('That did not work. Please try again.');
  expect((await balances(page.request)).balance_main.amount).toBe(0);
  await fault(page.request, { method: 'cashbacks.remove', status: 500, times: 1 });
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('alert')).toHaveText('That did not work. Please try again.');
  await expect(card).toBeVisible();
});

test('offers and promotions survive failing calls', async ({ page }) => {
    test.slow(); // several sandbox round trips and axe scans
  const player = await createPlayer(page.request);
  await signIn(page, player.email);
  await fault(page.request, { method: 'campaigns.getoffers', status: 500, times: 1 });
  await page.goto('/offers');
  await page.getByRole('button', { name: 'Try again' }).click();
  const offer = page.locator('[data-offer="weekend-spins"]');
  await fault(page.request, { method: 'campaigns.takepromotions', status: 500, times: 1 });
  await offer.getByRole('button', { name: 'Take it' }).click();
  await expect(page.getByRole('alert')).toHaveText('That did not work. Please try again.');
  await expect(offer.getByRole('button', { name: 'Take it' })).toBeVisible();

  await fault(page.request, { method: 'content.promotions', status: 500, times: 1 });
  await fault(page.request, { method: 'banners.get', status: 500, times: 1 });
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Welcome package' })).toBeVisible();
});
