import type { APIRequestContext } from '@playwright/test';
import { expect } from './support.ts';

export { expectNoAxe } from './axe.ts';

/** The API's `data` of a call made with the page's cookies (the player the page is signed in as). */
export async function data<T>(request: APIRequestContext, path: string, form?: Record<string, string>): Promise<T> {
  const response = form ? await request.post(path, { multipart: form }) : await request.get(path);
  expect(response.status(), await response.text()).toBeLessThan(400);
  return ((await response.json()) as { data: T }).data;
}

export interface Balances {
  balance_main: { amount: number };
  balance_bonus: { amount: number };
  balance_betting_bonus: { amount: number };
}
export const balances = (request: APIRequestContext) => data<Balances>(request, '/api/account.getBalance');

/** The casino bonuses of the signed-in player, newest first. */
export const casinoBonuses = async (request: APIRequestContext) =>
  (await data<{ items: { id: number; status: string }[] }>(request, '/api/bonuses.get?type=casino')).items;
