import { expect, test } from './support.ts';

/**
 * Content text (banners, promotions, anything the content configuration or the server writes) takes its direction
 * from its own words: the sandbox's Arabic texts read right to left on an Arabic page, and a text the CMS has only in
 * English (two of the promotions) reads left to right there, with the full stop at the end, not at the start, while
 * the page around it stays right to left.
 */
test.describe('content text on a right-to-left page', () => {
  const direction = () => (el: Element) => (el.matches(':dir(rtl)') ? 'rtl' : 'ltr');

  test('a banner in Arabic on the Arabic hall reads right to left, its brand names and numbers in place', async ({ page }) => {
    await page.goto('/ar/gamehall');
    const banner = page.locator('main').getByRole('heading', { name: 'جديد هذا الأسبوع' });
    await expect(banner).toBeVisible();
    expect(await page.locator('html').evaluate(direction())).toBe('rtl');
    expect(await banner.evaluate(direction())).toBe('rtl');
    const text = page.locator('[data-cms-html]', { hasText: 'إصدارات جديدة من أكثر من 30 مزوّدًا.' });
    expect(await text.evaluate(direction())).toBe('rtl');
  });

  test('promotion titles the CMS has only in English read left to right on the Arabic promotions page', async ({ page }) => {
    await page.goto('/ar/promotions');
    const links = page.locator('main').getByRole('link').filter({ hasText: /[A-Za-z]/ });
    await expect(links.filter({ hasText: 'Weekend spins' })).toBeVisible();
    // a link's words, or the isolated part of it that holds them (a banner's button label)
    const directions = await links.evaluateAll((all) => all.map((el) => ((el.querySelector('bdi') ?? el).matches(':dir(rtl)') ? 'rtl' : 'ltr')));
    expect(directions.length).toBeGreaterThan(0);
    expect(new Set(directions)).toEqual(new Set(['ltr']));
  });
});
