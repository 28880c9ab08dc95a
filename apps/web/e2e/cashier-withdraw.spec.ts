import { expect, fault, test } from './support.ts';
import { payments, playerIn } from './cashier-support.ts';

async function openWithdraw(page: import('@playwright/test').Page) {
  await page.goto('/cashier/withdraw');
  await expect(page.locator('[data-withdrawable]')).toBeVisible();
}

test.describe('withdrawal, history and wallet', () => {
  // sent once whatever the player does (double click, held Enter, retry): e2e/exactly-once.spec.ts
  test('a withdrawal reserves the money, and its cancellation after a confirm gives it back', async ({ page, request }) => {
    await playerIn(page, request, { balance: 200 });
    await openWithdraw(page);
    await expect(page.locator('[data-withdrawable]')).toContainText('€200.00');
    await page.locator('input[name=amount]').fill('50');
    await page.locator('input[name=card_number]').fill('4111 1111 1111 1111');
    await page.locator('input[name=card_holder]').fill('JANE DOE');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.locator('[data-withdrawal-done]')).toBeVisible();
    await expect(page.getByRole('button', { name: /Balance/ })).toContainText('€150.00');
    const rows = (await payments(page, 'withdrawal')).filter((p) => p.amount.amount === 50);
    expect(rows).toHaveLength(1);

    const row = page.locator(`[data-payment-row="${rows[0]!.id}"]`);
    await row.getByRole('button', { name: /Cancel withdrawal/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Cancel this withdrawal?');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(row.locator('[data-status="pending"]')).toBeVisible();
    await row.getByRole('button', { name: /Cancel withdrawal/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the withdrawal' }).click();
    await expect(row.locator('[data-status="cancelled"]')).toBeVisible();
    await expect(page.getByRole('button', { name: /Balance/ })).toContainText('€200.00');
    expect((await payments(page, 'withdrawal')).find((p) => p.id === rows[0]!.id)?.status).toBe('cancelled');
  });

  test('flagged requisites are refused on the details with their own message, the form keeps its values', async ({ page, request }) => {
    await playerIn(page, request, { balance: 100 });
    await openWithdraw(page);
    await page.locator('input[name=amount]').fill('30');
    await page.locator('input[name=card_number]').fill('4000 0000 0000 0002');
    await page.locator('input[name=card_holder]').fill('JANE DOE');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.locator('[data-money-error="RequisitesFraudulentException"]')).toBeVisible();
    await expect(page.locator('input[name=card_number]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('input[name=amount]')).toHaveValue('30');
    expect(await payments(page, 'withdrawal')).toHaveLength(0);
  });

  test('history tabs follow ?tab=, show 4 per page and load more without duplicates; bonuses and cashbacks list theirs', async ({ page, request }) => {
    await playerIn(page, request, { balance: 500, cashback: 12.5 });
    // five more deposits through the API: six in all with the opening one
    for (const amount of [11, 12, 13, 14, 15]) {
      const response = await page.request.post('/api/cashier.makedeposit', { multipart: { methodId: '1', method: 'visa_mc', amount: String(amount), 'requisites[card_number]': '4111111111111111', 'requisites[card_holder]': 'JANE DOE' } });
      expect(response.status(), await response.text()).toBe(200);
    }
    await page.goto('/cashier/history');
    await expect(page.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    const rows = page.locator('[data-history="deposit"] [data-payment-row]');
    await expect(rows).toHaveCount(4);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Withdrawals' }).click();
    await expect(page).toHaveURL(/\?tab=withdrawal$/);
    await expect(page.locator('[data-history-empty]')).toBeVisible();
    await page.goto('/cashier/history?tab=cashbacks');
    await expect(page.getByRole('tab', { name: 'Cashbacks' })).toHaveAttribute('aria-selected', 'true');
    const cashbackRow = page.locator('[data-history="cashbacks"] [data-reward-row]');
    await expect(cashbackRow).toHaveCount(1);
    await expect(cashbackRow).toContainText('€12.50');
    await expect(cashbackRow.locator('[data-status="active"]')).toHaveText('Active');
    // a bonus of the player's own (a promo code), listed on the bonuses tab; its call failing once leaves a retry
    const promo = await page.request.post('/api/campaigns.activateOffer', { multipart: { promo_code: 'WELCOME100' } });
    expect(promo.status(), await promo.text()).toBe(200);
    await fault(request, { method: 'bonuses.get', status: 500, times: 1 });
    await page.getByRole('tab', { name: 'Bonuses' }).click();
    await expect(page).toHaveURL(/\?tab=bonuses$/);
    await page.locator('[data-load-failed]').getByRole('button', { name: 'Try again' }).click();
    const bonusRow = page.locator('[data-history="bonuses"] [data-reward-row]');
    await expect(bonusRow).toHaveCount(1);
    await expect(bonusRow).toContainText('€100.00');
    await expect(bonusRow.locator('[data-status="available"]')).toHaveText('Available');
    await expect(page.getByRole('link', { name: 'Use and manage your bonuses' })).toHaveAttribute('href', '/profile/bonuses');
    await page.goto('/cashier/history?tab=nonsense');
    await expect(page.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
  });

  test('on a phone each payment, cashback and status is a card inside the screen, left to right and right to left', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await playerIn(page, request, { balance: 500, cashback: 12.5 });
    const response = await page.request.post('/api/cashier.makedeposit', { multipart: { methodId: '1', method: 'visa_mc', amount: '11', 'requisites[card_number]': '4111111111111111', 'requisites[card_holder]': 'JANE DOE' } });
    expect(response.status(), await response.text()).toBe(200);
    const fits = async (rows: string) => {
      await expect(page.locator(rows).first()).toBeVisible();
      const outside = await page.locator(`${rows} td`).evaluateAll((cells) =>
        cells.filter((cell) => cell.getClientRects().length > 0).map((cell) => cell.getBoundingClientRect()).filter((box) => box.left < 0 || box.right > window.innerWidth).map((box) => `${Math.round(box.left)}–${Math.round(box.right)}`),
      );
      expect(outside, rows).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), rows).toBe(true);
    };
    for (const prefix of ['', '/ar']) {
      await page.goto(`${prefix}/cashier/history`);
      await fits('[data-history="deposit"] [data-payment-row]');
      await page.goto(`${prefix}/cashier/history?tab=cashbacks`);
      await fits('[data-history="cashbacks"] [data-reward-row]');
    }
    // each line names its column: the card reads without the table's header row
    await expect(page.locator('[data-history="cashbacks"] [data-reward-row] td').first()).toHaveAttribute('data-label', /.+/);
  });

  test('the wallet shows balances, equivalents and the 4 most recent payments', async ({ page, request }) => {
    await playerIn(page, request, { balance: 75 });
    await page.goto('/cashier');
    await expect(page.locator('[data-balance="main"]')).toHaveText('€75.00');
    await expect(page.locator('[data-balance="total"]')).toHaveText('€75.00');
    await expect(page.locator('[data-equivalents]')).toContainText('$');
    await expect(page.locator('[data-recent] li')).toHaveCount(1);
    await page.getByRole('link', { name: 'All transactions' }).click();
    await expect(page).toHaveURL(/\/cashier\/history$/);
  });

  test('a fresh account without payments may switch its currency', async ({ page, request }) => {
    await playerIn(page, request);
    await page.goto('/cashier/wallet');
    await expect(page.locator('[data-balance="main"]')).toHaveText('€0.00');
    await page.getByRole('button', { name: /Account currency/ }).click();
    await page.getByRole('option', { name: 'USD' }).click();
    await expect(page.locator('[data-balance="main"]')).toHaveText('$0.00');
  });
});
