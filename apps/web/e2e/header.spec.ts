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
