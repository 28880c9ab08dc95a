import { expectNoAxe } from './axe.ts';
import type { Locator, Page } from '@playwright/test';
import { expect } from './support.ts';

/** The sign-in / sign-up dialog. */
export const authDialog = (page: Page): Locator => page.getByRole('dialog');

/** The newest code the sandbox "sent" (the outbox). */
export { outboxCode as latestCode } from './support.ts';

/** axe on the open dialog: no violations. */
export const expectNoAxeViolations = (page: Page): Promise<void> => expectNoAxe(page, '[role="dialog"]');

/** Presses Tab until the focused element has the accessible name (keyboard-only navigation). */
export async function tabTo(page: Page, target: Locator, limit = 20): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Types a login, tabs to the password, types it and submits with Enter (the sign-in form, keyboard only). */
export async function submitCredentials(page: Page, login: string, password = 'demo1234'): Promise<void> {
  await page.keyboard.type(login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}
