import type { APIRequestContext, Page } from '@playwright/test';
import { createPlayer, expect, shellReady, signIn, type PlayerSpec } from './support.ts';

/** A fresh player signed in in this browser context (its own money, so tests can run side by side). */
export async function playerIn(page: Page, request: APIRequestContext, spec: PlayerSpec = {}) {
  const player = await createPlayer(request, { currency: 'EUR', ...spec });
  await signIn(page, player.email, player.password);
  return player;
}

export interface PaymentRow {
  readonly id: number;
  readonly type: string;
  readonly method: string;
  readonly status: string;
  readonly amount: { readonly amount: number; readonly currency: string };
}

/** The player's payments as the sandbox stores them (the history call reads the payments table). */
export async function payments(page: Page, type: 'deposit' | 'withdrawal' | 'all' = 'all'): Promise<PaymentRow[]> {
  const response = await page.request.get(`/api/cashier.gethistory?type=${type}&count=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { items: PaymentRow[] } }).data.items;
}

/** Opens the deposit form of a method and fills amount and the card details. */
export async function openDeposit(page: Page, sysname: string, query = ''): Promise<void> {
  await page.goto(`/cashier/deposit/${sysname}${query}`);
  await shellReady(page);
  await expect(page.locator('input[name=amount]')).toBeVisible();
}

export async function fillCard(page: Page, amount: string, card = '4111 1111 1111 1111'): Promise<void> {
  await page.locator('input[name=amount]').fill(amount);
  await page.locator('input[name=card_number]').fill(card);
  await page.locator('input[name=card_holder]').fill('JANE DOE');
}
