import { clearFaults, expect, fault, test } from './support.ts';
import { fillCard, openDeposit, payments, playerIn } from './cashier-support.ts';

// Injected faults hit whichever call comes next, so this file runs alone (playwright.config.ts).
test.afterEach(async ({ request }) => clearFaults(request));

test('a deposit retried after a timeout reuses its key: one charge', async ({ page, request }) => {
  test.setTimeout(90_000);
  await playerIn(page, request);
  await openDeposit(page, 'visa_mc');
  await fillCard(page, '66');
  // the sandbox holds the first request past the client's 20 s deadline, then still books it
  await fault(request, { method: 'cashier.makedeposit', delayMs: 21_000, times: 1 });
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.locator('[data-money-error]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('input[name=amount]')).toHaveValue('66');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
  await page.waitForTimeout(2_000); // let the held first request finish on the sandbox
  expect((await payments(page, 'deposit')).filter((p) => p.amount.amount === 66)).toHaveLength(1);
});

test('a 500 on each deposit call leaves a usable screen and keeps what was typed', async ({ page, request }) => {
  await playerIn(page, request);
  await fault(request, { method: 'cashier.getdepositsettings', status: 500, times: 1 });
  await fault(request, { method: 'account.getDepositLimit', status: 500, times: 1 });
  await page.goto('/cashier/deposit/bank_transfer');
  await expect(page.locator('[data-load-failed]')).toBeVisible();
  await fault(request, { method: 'cashier.getbanks', status: 500, times: 1 });
  await page.locator('[data-load-failed]').getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('input[name=amount]')).toBeVisible();
  await expect(page.getByText('The bank list could not load')).toBeVisible();

  await page.getByRole('radio', { name: /Visa/ }).check();
  await fillCard(page, '45');
  await fault(request, { method: 'cashier.makedeposit', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.locator('[data-money-error]')).toContainText('not available');
  await expect(page.locator('input[name=amount]')).toHaveValue('45');
  await expect(page.locator('input[name=card_holder]')).toHaveValue('JANE DOE');

  await fault(request, { method: 'cashier.getdepositinfo', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
  await expect(page.locator('[data-load-failed]')).toBeVisible();
  await page.locator('[data-load-failed]').getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-amount]')).toHaveText('€45.00');
  expect((await payments(page, 'deposit')).filter((p) => p.amount.amount === 45)).toHaveLength(1);
});

test('money errors from the server say what to do next', async ({ page, request }) => {
  await playerIn(page, request);
  await openDeposit(page, 'visa_mc');
  await fillCard(page, '30');
  await fault(request, { method: 'cashier.makedeposit', status: 400, type: 'BillingDepositLimitExceededException', times: 1 });
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.locator('[data-money-error="BillingDepositLimitExceededException"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open my limits' })).toHaveAttribute('href', '/profile/responsible-game');
  await fault(request, { method: 'cashier.makedeposit', status: 400, type: 'UserNeedConfirmContactException', times: 1 });
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Confirm your e-mail address');
  await dialog.getByRole('button', { name: 'Confirm the e-mail' }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
});
