import { expect, test, shellReady, signIn } from './support.ts';

test.describe('guards and redirects', () => {
  for (const path of ['/cashier/deposit', '/profile/settings', '/bets/live', '/responsible-game', '/ru/cashier/history?tab=withdrawal']) {
    test(`a guest opening ${path} lands on the index with redirectUrl`, async ({ page }) => {
      await page.goto(path);
      const expected = path.startsWith('/ru') ? '/ru' : '/';
      await expect(page).toHaveURL((url) => url.pathname === expected && url.searchParams.get('redirectUrl') === path);
      await shellReady(page);
    });
  }

  test('a guest opening /profile#limits keeps the original full path and hash, not the fixed redirect', async ({ page }) => {
    await page.goto('/profile?tab=x#limits');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirectUrl') === '/profile?tab=x#limits');
    await shellReady(page);
  });

  test('a player reaches protected pages; /profile, /profile/bets and /cashier/billing redirect', async ({ page }) => {
    await signIn(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/settings$/);
    await page.goto('/profile/bets');
    await expect(page).toHaveURL(/\/profile\/bets\/history$/);
    await page.goto('/cashier/billing');
    await expect(page).toHaveURL(/\/cashier\/deposit$/);
    await page.goto('/cashier/history?tab=nonsense');
    await expect(page).toHaveURL(/\/cashier\/history\?tab=deposit$/);
    await page.goto('/cashier/history?tab=cashbacks');
    await expect(page).toHaveURL(/tab=cashbacks$/);
  });

  test('content redirect rules apply (the sandbox seeds /old-promo* → /promotions)', async ({ page }) => {
    await page.goto('/old-promo-spring?utm=x');
    await expect(page).toHaveURL((url) => url.pathname === '/promotions');
    await page.goto('/ru/old-promo');
    await expect(page).toHaveURL((url) => url.pathname === '/ru/promotions');
  });

  test('an unknown gamehall category goes to the games hall', async ({ page }) => {
    await page.goto('/gamehall/no-such-category');
    await expect(page).toHaveURL(/\/gamehall$/);
  });

  test('logging out returns to the index as a guest', async ({ page }) => {
    await signIn(page);
    await page.goto('/gamehall');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
