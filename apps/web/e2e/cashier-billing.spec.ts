import type { Page } from '@playwright/test';
import { casinoBonuses, expectNoAxe } from './bonuses-support.ts';
import { fillCard, openDeposit, payments, playerIn } from './cashier-support.ts';
import { expect, fault, shellReady, test } from './support.ts';

/** The content configuration with the deposit's confirmation step switched on (`cashier.confirmStep`). */
async function withConfirmStep(page: Page): Promise<void> {
  await page.route('**/content/config/**', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { cashier?: Record<string, unknown> };
    config.cashier = { ...config.cashier, confirmStep: true };
    await route.fulfill({ response, json: config });
  });
}

test('the confirmation step shows what will be sent; back keeps the form; confirm sends it once with its offer', async ({ page, request }) => {
  await playerIn(page, request);
  await withConfirmStep(page);
  await openDeposit(page, 'visa_mc', '?backUrl=%2Fgamehall');
  await fillCard(page, '50');
  await page.getByRole('radiogroup', { name: 'Bonus offer' }).getByRole('radio', { name: /Welcome bonus 100%/ }).check({ force: true });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/cashier\/billing\?backUrl=%2Fgamehall&from=deposit$/);
  await expect(page.locator('[data-billing-method]')).toHaveText('Visa / Mastercard');
  await expect(page.locator('[data-billing-amount]')).toHaveText('€50.00');
  await expect(page.locator('[data-billing-offer]')).toHaveText('Welcome bonus 100% up to €200');
  expect(await payments(page, 'deposit')).toHaveLength(0);
  await expectNoAxe(page, 'main');

  await page.getByRole('button', { name: 'Back to the form' }).click();
  await expect(page).toHaveURL(/\/cashier\/deposit\/visa_mc\?backUrl=%2Fgamehall$/);
  await expect(page.locator('input[name=amount]')).toHaveValue('50');
  await expect(page.locator('input[name=card_holder]')).toHaveValue('JANE DOE');
  await expect(page.getByRole('radio', { name: /Welcome bonus 100%/ })).toBeChecked();

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm the deposit' }).dblclick();
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
  await expect(page.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/gamehall');
  expect((await payments(page, 'deposit')).map((p) => p.amount.amount)).toEqual([50]);
  // the offer reached the sandbox: its bonus was granted
  await expect.poll(async () => (await casinoBonuses(page.request)).length).toBe(1);
});

test('a failed confirm keeps the step usable with everything, and a retry charges once', async ({ page, request }) => {
  await playerIn(page, request);
  await withConfirmStep(page);
  await openDeposit(page, 'visa_mc');
  await fillCard(page, '35');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await fault(request, { method: 'cashier.makedeposit', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Confirm the deposit' }).click();
  await expect(page.locator('[data-money-error]')).toContainText('not available');
  await expect(page.locator('[data-billing-amount]')).toHaveText('€35.00');
  await page.locator('[data-money-error]').getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
  expect((await payments(page, 'deposit')).filter((p) => p.amount.amount === 35)).toHaveLength(1);
});

test('the billing address without a deposit waiting goes to the deposit form', async ({ page, request }) => {
  await playerIn(page, request);
  await withConfirmStep(page);
  for (const path of ['/cashier/billing', '/cashier/billing?from=deposit']) {
    await page.goto(path);
    await shellReady(page);
    await expect(page).toHaveURL(/\/cashier\/deposit$/);
    await expect(page.locator('input[name=amount]')).toBeVisible();
  }
});
