import { expect, fault, test } from './support.ts';
import { fillCard, openDeposit, payments, playerIn } from './cashier-support.ts';

// a deposit (and every other one-shot action) retried after a timeout: e2e/exactly-once.spec.ts
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

  await page.getByText('Visa / Mastercard', { exact: true }).click();
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
  // the profile's own prompts, the same dialogs other features open
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Confirm your e-mail');
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('input[name=amount]')).toHaveValue('30');
  await fault(request, { method: 'cashier.makedeposit', status: 400, type: 'KycUserProfileException', times: 1 });
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog).toContainText('Fill in your personal data');
  await dialog.getByRole('button', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
});

test('a 500 on each withdrawal, history and wallet call leaves a usable screen', async ({ page, request }) => {
  await playerIn(page, request, { balance: 100 });
  await fault(request, { method: 'cashier.getwithdrawsettings', status: 500, times: 1 });
  await fault(request, { method: 'cashier.gethistory', status: 500, times: 1 });
  await page.goto('/cashier/withdraw');
  await expect(page.locator('[data-load-failed]')).toHaveCount(2);
  await page.locator('[data-load-failed]').first().getByRole('button', { name: 'Try again' }).click();
  await page.locator('input[name=amount]').fill('25');
  await page.locator('input[name=card_number]').fill('4111 1111 1111 1111');
  await page.locator('input[name=card_holder]').fill('JANE DOE');
  await fault(request, { method: 'cashier.makewithdrawal', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.locator('[data-money-error]')).toContainText('not available');
  await expect(page.locator('input[name=amount]')).toHaveValue('25');
  await page.locator('[data-money-error]').getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-withdrawal-done]')).toBeVisible();
  // the list that failed to load reloads with the new withdrawal in it
  await expect(page.locator('[data-load-failed]')).toHaveCount(0);
  const row = page.locator('[data-payment-row]').first();
  await fault(request, { method: 'cashier.cancelwithdrawal', status: 500, times: 1 });
  await row.getByRole('button', { name: /Cancel withdrawal/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the withdrawal' }).click();
  await expect(page.locator('[data-money-error]')).toBeVisible();
  await expect(row.locator('[data-status="pending"]')).toBeVisible();
  expect((await payments(page, 'withdrawal')).filter((p) => p.amount.amount === 25)).toHaveLength(1);

  await fault(request, { method: 'cashier.gethistory', status: 500, times: 1 });
  await fault(request, { method: 'account.getcurrencyrates', status: 500, times: 1 });
  await page.goto('/cashier/wallet');
  await expect(page.locator('[data-balance="main"]')).toHaveText('€75.00');
  await expect(page.locator('[data-load-failed]')).toBeVisible();
  await page.locator('[data-load-failed]').getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-recent] li')).toHaveCount(2);
});
