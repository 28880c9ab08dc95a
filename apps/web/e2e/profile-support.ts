import { createHmac } from 'node:crypto';
import { expectNoAxe } from './axe.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createPlayer, expect, signIn, type PlayerSpec } from './support.ts';

export { outboxCode } from './support.ts';

/** A fresh player, signed in in this page's browser context. */
export async function signedInPlayer(page: Page, request: APIRequestContext, spec: PlayerSpec = {}) {
  const player = await createPlayer(request, spec);
  await signIn(page, player.email, player.password);
  return player;
}

/** axe over the whole page: no violations. */
export const expectPageAxeClean = (page: Page): Promise<void> => expectNoAxe(page);

/**
 * The `hash` of a player's newsletter unsubscribe link: the sandbox signs these links with this key (apps/sandbox
 * account contacts), so a test builds a link as a newsletter would.
 */
export const unsubscribeHash = (uid: number) => `${uid}.${createHmac('sha256', 'sandbox-unsubscribe').update(String(uid)).digest('hex').slice(0, 32)}`;

/** A phone number of the sandbox's GB mask that no other test uses. */
export const uniqueGbPhone = (): string => `7700${String(Date.now() % 1_000_000).padStart(6, '0')}`;

/** Picks an option of a react-aria Select by keyboard: focus its button (named "{value} {label}"), open, Enter on the option. */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const trigger = scope.getByRole('button', { name: new RegExp(` ${label}$`) }).first();
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).press('Enter');
  await expect(trigger).toContainText(option);
}
