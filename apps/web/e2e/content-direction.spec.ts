import { expect, test } from './support.ts';

/**
 * Content text (banners, promotions, anything the content configuration or the server writes) takes its direction
 * from its own words: the sandbox's English texts on an Arabic page read left to right, with the full stop at the
 * end ("Fresh releases from 30+ providers."), not at the start, while the page around them stays right to left.
 */
test.describe('content text on a right-to-left page', () => {
  const direction = () => (el: Element) => (el.matches(':dir(rtl)') ? 'rtl' : 'ltr');

  test('a banner in English on the Arabic hall reads left to right inside a right-to-left page', async ({ page }) => {
    await page.goto('/ar/gamehall');
    const banner = page.locator('main').getByRole('heading', { name: 'New this week' });
    await expect(banner).toBeVisible();
    expect(await page.locator('html').evaluate(direction())).toBe('rtl');
    expect(await banner.evaluate(direction())).toBe('ltr');
    const text = page.locator('[data-cms-html]', { hasText: 'Fresh releases from 30+ providers.' });
    expect(await text.evaluate(direction())).toBe('ltr');
  });

  test('promotion titles and banner buttons in English on the Arabic promotions page read left to right', async ({ page }) => {
    await page.goto('/ar/promotions');
    const links = page.locator('main').getByRole('link').filter({ hasText: /[A-Za-z]/ });
    await expect(links.first()).toBeVisible();
    // a link's words, or the isolated part of it that holds them (a banner's button label)
    const directions = await links.evaluateAll((all) => all.map((el) => ((el.querySelector('bdi') ?? el).matches(':dir(rtl)') ? 'rtl' : 'ltr')));
    expect(directions.length).toBeGreaterThan(0);
    expect(new Set(directions)).toEqual(new Set(['ltr']));
  });
});
