import { expect, test, shellReady, signIn } from './support.ts';

test.describe('locale prefix and direction', () => {
  test('the default locale has no prefix; ar is right-to-left with lang and dir on <html>', async ({ page }) => {
    await page.goto('/gamehall');
    await shellReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.goto('/ar/gamehall');
    await shellReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('switching language keeps the path and remembers the choice in the i18n_locale cookie for a year', async ({ page, context }) => {
    await page.goto('/promotions?x=1');
    await shellReady(page);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'RU' }).click();
    await expect(page).toHaveURL(/\/ru\/promotions\?x=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_locale');
    expect(cookie?.value).toBe('ru');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });

  test('a remembered locale is used on a bare address', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_locale', value: 'pt', url: baseURL! }]);
    await page.goto('/offers');
    await expect(page).toHaveURL(/\/pt\/offers$/);
  });

  test('each prefixed route exists: /pt/tournaments renders its screen', async ({ page }) => {
    await page.goto('/pt/tournaments/42/gamehall');
    await shellReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('platform locale strategy (the sandbox configures it)', () => {
  test("a player's account locale wins over the URL; switching language syncs it to the account", async ({ page }) => {
    await signIn(page);
    try {
      await page.goto('/ar/promotions');
      await expect(page).toHaveURL((url) => url.pathname === '/promotions');
      await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'AR' }).click();
      await expect(page).toHaveURL(/\/ar\/promotions$/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.goto('/promotions');
      await expect(page).toHaveURL(/\/ar\/promotions$/);
    } finally {
      await page.request.post('/api/account.changelocale', { multipart: { locale: 'en' } });
    }
  });
});

test.describe('theme', () => {
  test('dark by default; the light theme is kept in the theme cookie for 31,536,000 s', async ({ page, context }) => {
    await page.goto('/');
    await shellReady(page);
    await expect(page.getByRole('switch', { name: 'Light theme' })).not.toBeChecked();
    await page.getByText('Light theme').click();
    const cookie = (await context.cookies()).find((c) => c.name === 'theme');
    expect(cookie?.value).toBe('light');
    expect(Math.round(cookie!.expires - Date.now() / 1000)).toBeGreaterThan(31_535_000);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Light theme' })).toBeChecked();
  });
});
