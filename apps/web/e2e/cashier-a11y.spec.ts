import { expectNoAxe } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';
import { payments, playerIn } from './cashier-support.ts';

async function scanAt(page: Page, path: string, ready: string, before?: () => Promise<void>) {
  await page.goto(path);
  await before?.();
  await expect(page.locator(ready).first()).toBeVisible();
  await expectNoAxe(page, 'main', `${path} `);
}

const groups: Record<string, (page: Page, transaction: number) => Promise<void>> = {
  'deposit (with errors, and right-to-left)': async (page) => {
    // the press waits for the whole form, its offers (another feature's chunk) included: the soak once saw a press on
    // a busy machine, as the form came, end with no message on screen
    await scanAt(page, '/cashier/deposit/visa_mc', '[data-field] [slot=errorMessage]', async () => {
      await expect(page.locator('[data-deposit-offers] [role=radiogroup]')).toBeVisible();
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    });
    await scanAt(page, '/ar/cashier/deposit', 'input[name=amount]');
    // the bonus area's offers and promo code inside the form
    await scanAt(page, '/cashier/deposit/visa_mc', '[data-deposit-offers] [role=radiogroup]');
  },
  'wallet and withdrawal': async (page) => {
    await scanAt(page, '/cashier/wallet', '[data-recent]');
    await scanAt(page, '/cashier/withdraw', '[data-withdrawable]');
  },
  'history, payment result and receipt': async (page, transaction) => {
    await scanAt(page, '/cashier/history', '[data-payment-row]');
    await scanAt(page, '/cashier/history?tab=cashbacks', '[data-reward-row]');
    await scanAt(page, `/cashier/paysuccess/${transaction}`, '[data-amount]');
    await scanAt(page, `/cashier/receipt?transaction=${transaction}`, '[data-amount]');
  },
};

for (const theme of ['dark', 'light'] as const) {
  for (const [name, run] of Object.entries(groups)) {
    test(`axe, ${theme} theme: ${name}`, async ({ page, request, context }) => {
      test.setTimeout(90_000);
      await context.addCookies([{ name: 'theme', value: theme, domain: 'localhost', path: '/' }]);
      await playerIn(page, request, { balance: 120, cashback: 5 });
      await run(page, (await payments(page, 'deposit'))[0]!.id);
    });
  }
}
