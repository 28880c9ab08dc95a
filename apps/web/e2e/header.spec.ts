import { createPlayer, expect, shellReady, signIn, test } from './support.ts';

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu button opens the navigation, language and theme in a curtain; a link navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await shellReady(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await expect(header.getByRole('switch', { name: 'Light theme' })).toBeHidden();

    const menu = header.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const curtain = page.getByRole('dialog', { name: 'Menu' });
    await expect(curtain.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(curtain.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'AR' })).toBeVisible();
    await curtain.getByRole('switch', { name: 'Light theme' }).press('Space');
    await expect(curtain.getByRole('switch', { name: 'Light theme' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(curtain).toBeHidden();

    await menu.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('a signed-in player’s header keeps one row at 1280 px, its tools beside the logo', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const player = await createPlayer(request, { balance: 1310 });
  await signIn(page, player.email, player.password);
  await page.goto('/');
  const header = page.getByRole('banner');
  const logOut = header.getByRole('button', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
  const [bar, logo, tools] = await Promise.all([header.boundingBox(), header.getByRole('link').first().boundingBox(), logOut.boundingBox()]);
  expect(bar!.height).toBeLessThanOrEqual(72);
  expect(Math.abs(tools!.y + tools!.height / 2 - (logo!.y + logo!.height / 2))).toBeLessThan(8);
  await expect(header.getByRole('switch', { name: 'Light theme' })).toBeVisible();
});

test("a guest's header fits a 360 px phone in every locale: nothing in it runs past the screen or its box", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const locale of ['en', 'ru', 'pt', 'ar']) {
    await page.goto(locale === 'en' ? '/' : `/${locale}`);
    await shellReady(page);
    const outside = await page.getByRole('banner').evaluate((banner) =>
      [...banner.querySelectorAll('a, button, [role="button"]')]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent?.trim(), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.left < -1 || box.right > window.innerWidth + 1)
        .map(({ name, box }) => `${name}: ${Math.round(box.left)}–${Math.round(box.right)}`),
    );
    expect(outside, locale).toEqual([]);
    // nor does anything overflow a box of the header (clipped, or scrolling inside it)
    const overflowing = await page.getByRole('banner').evaluate((banner) =>
      [banner, ...banner.querySelectorAll('*')]
        .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth - el.clientWidth} px`),
    );
    expect(overflowing, locale).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), locale).toBeLessThanOrEqual(0);
  }
});

test("a signed-in player's header fits a phone in English and Arabic; logging out is in the menu there", async ({ page, request }) => {
  const player = await createPlayer(request, { currency: 'EUR', balance: 1310 });
  await signIn(page, player.email, player.password);
  for (const [width, height, locale] of [[360, 740, 'en'], [390, 844, 'ar']] as const) {
    // a player's pages follow the account's language
    expect((await page.request.post('/api/account.changelocale', { multipart: { locale } })).status()).toBe(200);
    const path = locale === 'en' ? '/' : '/ar';
    await page.setViewportSize({ width, height });
    await page.goto(path);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /€/ })).toBeVisible();
    // with Log out beside the balance, the Arabic bar ran 18 px past a 390 px screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), `${path} at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.getByRole('banner').getByRole('button', { name: 'القائمة' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
});
