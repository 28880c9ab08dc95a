import { expectNoAxe } from './axe.ts';
import { createPlayer, expect, test, fault, scopeFaults, shellReady, signIn } from './support.ts';

test.describe('popups by query', () => {
  test('show_popup_auth opens the sign-in popup for guests; closing it removes the keys', async ({ page }) => {
    await page.goto('/gamehall?show_popup_auth=1&keep=1');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/gamehall\?keep=1$/);
  });

  test('prevent_close=1 makes the registration popup non-closable by Escape', async ({ page }) => {
    await page.goto('/?show_popup_reg=1&prevent_close=1');
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
  });

  test('players and embedded form pages never get the query popup', async ({ page }) => {
    await page.goto('/forms/sign_in?show_popup_reg=1');
    await shellReady(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await signIn(page);
    await page.goto('/?show_popup_auth=1');
    await shellReady(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('#real on a game page opens registration for guests and returns to the index when closed', async ({ page }) => {
    await page.goto('/game/some-slot#real');
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test.describe('system and error pages', () => {
  test('an unknown route is a 404 "Page not found"', async ({ page }) => {
    await page.goto('/this/route/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('payment result pages show their frame and button targets', async ({ page, request }) => {
    // a player of its own: the shared demo account's sessions are fair game for other tests running beside it
    const player = await createPlayer(request);
    await signIn(page, player.email, player.password);
    await page.goto('/cashier/paysuccess/12345');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the games hall' })).toHaveAttribute('href', '/gamehall');
    await page.goto('/cashier/payfail');
    await expect(page.getByRole('link', { name: 'Back to deposit' })).toHaveAttribute('href', '/cashier/deposit');
    await page.goto('/cashier/paypending/7');
    await expect(page.getByRole('heading', { name: 'Payment in progress' })).toBeVisible();
    // the bare address names no payment to wait for: the page says so without a spinner that would turn forever
    await page.goto('/cashier/paypending');
    await expect(page.getByRole('heading', { name: 'Payment in progress' })).toBeVisible();
    await expect(page.locator('[data-payment-page="paypending"] [aria-busy]')).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('a banned player sees the user-block page with a way to support', async ({ page }) => {
    await fault(page.request, { method: 'account.getInfo', status: 403, type: 'UserBannedException', times: 1 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your account is blocked' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  });

  test('any other 403 shows the forbidden page', async ({ page }) => {
    await fault(page.request, { method: 'account.getInfo', status: 403, times: 1 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  });

  test('a disabled application shows the maintenance page', async ({ page }) => {
    await fault(page.request, { method: 'metadata.getgeneralinfo', status: 503, times: 1 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'We are under maintenance' })).toBeVisible();
  });

  // A failed locales call is the honest "could not reach" page (honest-failures.spec.ts); the 500 is for a server
  // that answers with no locales configured.
  test('no locales is the 500 page with PLUGIN:I18N: LOCALES NOT FOUND', async ({ page }) => {
    await page.route('**/nfx/i18n/locales*', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...((await answer.json()) as object), locales: [] } });
    });
    await page.goto('/');
    await expect(page.getByText('PLUGIN:I18N: LOCALES NOT FOUND')).toBeVisible();
  });

  test('bots never get an error page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await scopeFaults(context, baseURL!);
    const page = await context.newPage();
    await fault(page.request, { method: 'metadata.getgeneralinfo', status: 503, times: 1 });
    await page.goto('/');
    await shellReady(page);
    await expect(page.getByRole('heading', { name: 'We are under maintenance' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('header', () => {
  test('guests see sign-in and register; players see their balance with a breakdown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    await signIn(page);
    await page.goto('/');
    const balance = page.getByRole('button', { name: /Balance/ });
    await expect(balance).toBeVisible();
    await balance.click();
    await expect(page.getByText('Betting bonus')).toBeVisible();
  });
});

test.describe('route validation', () => {
  test('a route whose params fail validation is a 404 "Page Not Found: {path}", inside the layout', async ({ page }) => {
    await page.goto('/tournaments/not-a-number');
    await expect(page.getByText('Page Not Found: /tournaments/not-a-number')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the route\'s 404, in Arabic and on every layout, is the page\'s one main landmark and passes axe', async ({ page }) => {
    // the error boundary renders in the layout's main (the default layout, the game's, a failed content slug)
    for (const path of ['/ar/tournaments/not-a-number', '/ar/game/%20bad', '/ar/Bad_Slug']) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
      await expect(main).toHaveCount(1);
      await expect(main).toContainText(`Page Not Found: ${new URL(path, 'http://x').pathname}`);
      await expectNoAxe(page, undefined, `${path} `);
    }
  });
});
