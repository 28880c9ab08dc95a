import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test.describe('campaign popups (spec part 1 §2.3)', () => {
  test('a guest gets the welcome popup after a route change, once; never on a game page', async ({ page }) => {
    await page.goto('/game/lucky-fortune');
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/promotions');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('script')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.goto('/tournaments');
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a player never gets it on the cashier deposit page', async ({ page }) => {
    await signIn(page);
    await page.goto('/cashier/deposit');
    await expect(page.locator('main#main')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('#popup-preview with popup=sysname previews even an ended campaign', async ({ page }) => {
    await page.goto('/promotions?popup=summer-drop#popup-preview');
    await expect(page.locator('[data-campaign-popup="summer-drop"]')).toBeVisible();
  });
});
