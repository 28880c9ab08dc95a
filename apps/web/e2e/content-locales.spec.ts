import type { Page } from '@playwright/test';
import { createPlayer, expect, shellReady, signIn, test } from './support.ts';

/**
 * What a player reads comes from the backend in the page's language: the sandbox answers banners, game categories,
 * tournaments, loyalty levels and the payment form's labels in the locale every call carries. Its texts in English
 * are what the other browser tests read.
 */
test.describe('the backend\'s content in the page\'s language', () => {
  test('the Arabic hall, a category and the tournaments read in Arabic', async ({ page }) => {
    await page.goto('/ar/gamehall');
    await shellReady(page);
    const banners = page.locator('main [data-banner]');
    await expect(banners.getByRole('heading', { name: 'جديد هذا الأسبوع' })).toBeVisible();
    await expect(banners.filter({ hasText: 'موزّعون حقيقيون على مدار الساعة.' })).toBeVisible();

    await page.goto('/ar/gamehall/live-casino');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الكازينو المباشر');

    await page.goto('/ar/tournaments');
    const card = page.locator('main [data-tournament]').filter({ has: page.getByRole('link', { name: 'سباق الربيع لألعاب السلوت' }) });
    await expect(card).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Spring slot race');
  });

  /** A player of their own: the account's language is changed, and under the platform strategy it leads the pages. */
  async function playerIn(page: Page, locale: string) {
    const player = await createPlayer(page.request, { loyaltyPoints: 600 });
    await signIn(page, player.email, player.password);
    expect((await page.request.post('/api/account.changelocale', { multipart: { locale } })).status()).toBe(200);
  }

  test('loyalty levels and perks in Arabic, and in Russian once the player switches language on the page', async ({ page }) => {
    await playerIn(page, 'ar');
    await page.goto('/ar/loyalty');
    const levels = page.locator('main ol').filter({ hasText: 'برونز' });
    await expect(levels.locator(':scope > li')).toHaveCount(6);
    await expect(levels.locator(':scope > li > p')).toContainText(['برونز', 'فضة', 'ذهب', 'بلاتين', 'ماس', 'أسطورة']);
    await expect(levels.getByText('مكافأة إيداع أسبوعية').first()).toBeVisible();

    // the loyalty account is kept for the session: the switch must read it again in the new language
    await page.getByRole('navigation', { name: 'اللغة' }).getByRole('link', { name: 'RU' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/ru/loyalty');
    const russian = page.locator('main ol').filter({ hasText: 'Бронза' });
    await expect(russian.locator(':scope > li > p')).toContainText(['Бронза', 'Серебро', 'Золото', 'Платина', 'Бриллиант', 'Легенда']);
    await expect(russian.getByText('Кешбэк 5%')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('برونز');
  });

  test('the card form\'s labels come in Arabic', async ({ page }) => {
    await playerIn(page, 'ar');
    await page.goto('/ar/cashier/deposit/visa_mc');
    await expect(page.getByLabel('رقم البطاقة')).toBeVisible();
    await expect(page.getByLabel('حامل البطاقة')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });
});
