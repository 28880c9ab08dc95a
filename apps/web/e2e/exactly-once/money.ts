import type { Locator, Page } from '@playwright/test';
import { data } from '../bonuses-support.ts';
import { expect } from '../support.ts';
import { count, prefixed, type OneShotAction } from './action.ts';

/** The cashier's and the cashback's one-shot actions: money in, money out, a withdrawal cancelled, cashback. */

async function cashbackCard(page: Page, action: 'Pay out' | 'Remove'): Promise<Locator> {
  await page.goto('/profile/cashback');
  const button = page.locator('[data-cashback]').first().getByRole('button', { name: action });
  await expect(button).toBeVisible();
  return button;
}

async function withdrawalMethodId(page: Page): Promise<number> {
  const settings = await data<{ methods: { id: number; sysname: string }[] }>(page.request, '/api/cashier.getwithdrawsettings');
  return settings.methods.find((m) => m.sysname === 'visa_mc')!.id;
}

async function cancelWithdrawal(page: Page): Promise<Locator> {
  const row = page.locator('[data-payment-row]').first();
  await row.getByRole('button', { name: /Cancel withdrawal/ }).click();
  return page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the withdrawal' });
}

export const MONEY_ACTIONS: readonly OneShotAction[] = [
  {
    name: 'deposit',
    operation: 'cashier.makedeposit',
    async open(page) {
      await page.goto('/cashier/deposit/visa_mc');
      await page.locator('input[name=amount]').fill('40');
      await page.locator('input[name=card_number]').fill('4111 1111 1111 1111');
      await page.locator('input[name=card_holder]').fill('JANE DOE');
      return page.getByRole('button', { name: 'Deposit', exact: true });
    },
    enterOn: (page) => page.locator('input[name=card_holder]'),
    again: async (page) => page.locator('[data-money-error]').getByRole('button', { name: 'Try again' }),
    done: (page) => expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/),
    effect: count('ledger:deposit'),
  },
  {
    name: 'withdrawal',
    operation: 'cashier.makewithdrawal',
    player: { balance: 100 },
    async open(page) {
      await page.goto('/cashier/withdraw');
      await expect(page.locator('[data-withdrawable]')).toContainText('€100.00');
      await page.locator('input[name=amount]').fill('30');
      await page.locator('input[name=card_number]').fill('4111 1111 1111 1111');
      await page.locator('input[name=card_holder]').fill('JANE DOE');
      return page.getByRole('button', { name: 'Withdraw', exact: true });
    },
    enterOn: (page) => page.locator('input[name=card_holder]'),
    again: async (page) => page.locator('[data-money-error]').getByRole('button', { name: 'Try again' }),
    done: (page) => expect(page.locator('[data-withdrawal-done]')).toBeVisible(),
    effect: prefixed('payments:withdrawal:'),
  },
  {
    name: 'withdrawal cancel',
    operation: 'cashier.cancelwithdrawal',
    player: { balance: 100 },
    async prepare(page) {
      const methodId = await withdrawalMethodId(page);
      await data(page.request, '/api/cashier.makewithdrawal', { methodId: String(methodId), method: 'visa_mc', amount: '30', 'requisites[card_number]': '4111111111111111', 'requisites[card_holder]': 'JANE DOE' });
    },
    async open(page) {
      await page.goto('/cashier/withdraw');
      return cancelWithdrawal(page);
    },
    again: cancelWithdrawal,
    done: (page) => expect(page.locator('[data-payment-row]').first().locator('[data-status="cancelled"]')).toBeVisible(),
    effect: count('ledger:withdrawal_cancel'),
  },
  {
    name: 'cashback payout',
    operation: 'cashbacks.payout',
    player: { cashback: 12.5 },
    open: (page) => cashbackCard(page, 'Pay out'),
    done: (page) => expect(page.locator('[data-cashback]').first().getByText('Paid out', { exact: true })).toBeVisible(),
    effect: count('ledger:cashback_payout'),
  },
  {
    name: 'cashback remove',
    operation: 'cashbacks.remove',
    player: { cashback: 12.5 },
    async prepare(page) {
      const [cashback] = (await data<{ items: { id: number }[] }>(page.request, '/api/cashbacks.get')).items;
      await data(page.request, '/api/cashbacks.payout', { cashback_id: String(cashback!.id) });
    },
    open: (page) => cashbackCard(page, 'Remove'),
    done: (page) => expect(page.getByText(/No cashback yet/)).toBeVisible(),
    effect: count('cashbacks:removed'),
  },
];
