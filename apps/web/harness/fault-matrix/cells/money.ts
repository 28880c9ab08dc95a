import type { Page } from '@playwright/test';
import { data } from '../api.ts';
import type { Driver } from '../cell.ts';

const card = async (page: Page, amount: string) => {
  const fields = [page.locator('input[name=amount]'), page.locator('input[name=card_number]'), page.locator('input[name=card_holder]')];
  await fields[0]!.fill(amount);
  await fields[1]!.fill('4111 1111 1111 1111');
  await fields[2]!.fill('JANE DOE');
  return fields;
};
const moneyRetry = async (page: Page) => page.locator('[data-money-error]').getByRole('button', { name: 'Try again' });

async function cancelWithdrawal(page: Page) {
  await page.locator('[data-payment-row]').first().getByRole('button', { name: /Cancel withdrawal/ }).click();
  return page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the withdrawal' });
}

/** The cashier's actions: a deposit, a withdrawal and its cancellation (fresh players: each uses up money). */
export const MONEY: readonly Driver[] = [
  {
    op: 'cashier.makedeposit',
    who: { fresh: {} },
    screen: '/cashier/deposit/visa_mc',
    failure: 'message',
    action: {
      open: async (page) => {
        const typed = await card(page, '40');
        return { press: page.getByRole('button', { name: 'Deposit', exact: true }), typed };
      },
      again: moneyRetry,
    },
  },
  {
    op: 'cashier.makewithdrawal',
    who: { fresh: { balance: 100 } },
    screen: '/cashier/withdraw',
    failure: 'message',
    action: {
      open: async (page) => {
        await page.locator('[data-withdrawable]').filter({ hasText: '€100.00' }).waitFor();
        const typed = await card(page, '30');
        return { press: page.getByRole('button', { name: 'Withdraw', exact: true }), typed };
      },
      again: moneyRetry,
    },
  },
  {
    op: 'cashier.cancelwithdrawal',
    who: { fresh: { balance: 100 } },
    screen: '/cashier/withdraw',
    failure: 'message',
    action: {
      async prepare(page) {
        const settings = await data<{ methods: Array<{ id: number; sysname: string }> }>(page.request, '/api/cashier.getwithdrawsettings');
        const methodId = settings.methods.find((m) => m.sysname === 'visa_mc')!.id;
        await data(page.request, '/api/cashier.makewithdrawal', { methodId: String(methodId), method: 'visa_mc', amount: '30', 'requisites[card_number]': '4111111111111111', 'requisites[card_holder]': 'JANE DOE' });
      },
      open: async (page) => ({ press: await cancelWithdrawal(page) }),
      again: cancelWithdrawal,
    },
  },
];
