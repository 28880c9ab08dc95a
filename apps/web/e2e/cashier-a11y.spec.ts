import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';
import { payments, playerIn } from './cashier-support.ts';

async function axe(page: Page, path: string, ready: string, before?: () => Promise<void>) {
  await page.goto(path);
  await before?.();
  await expect(page.locator(ready).first()).toBeVisible();
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(result.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const groups: Record<string, (page: Page, transaction: number) => Promise<void>> = {
  'deposit (with errors, and right-to-left)': async (page) => {
    await axe(page, '/cashier/deposit/visa_mc', '[data-field] [slot=errorMessage]', () => page.getByRole('button', { name: 'Deposit', exact: true }).click());
    await axe(page, '/ar/cashier/deposit', 'input[name=amount]');
    // the bonus area's offers and promo code inside the form
    await axe(page, '/cashier/deposit/visa_mc', '[data-deposit-offers] [role=radiogroup]');
  },
  'wallet and withdrawal': async (page) => {
    await axe(page, '/cashier/wallet', '[data-recent]');
    await axe(page, '/cashier/withdraw', '[data-withdrawable]');
  },
  'history, payment result and receipt': async (page, transaction) => {
    await axe(page, '/cashier/history', '[data-payment-row]');
    await axe(page, '/cashier/history?tab=cashbacks', '[data-reward-row]');
    await axe(page, `/cashier/paysuccess/${transaction}`, '[data-amount]');
    await axe(page, `/cashier/receipt?transaction=${transaction}`, '[data-amount]');
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
