import { submitCredentials } from './auth-support.ts';
import { createPlayer, expect, guardedTest as test, signIn, watchLayoutShifts } from './support.ts';

test.describe('campaign popups', () => {
  test('a guest gets the welcome popup after a route change, once; never on a game page', async ({ page }) => {
    await page.goto('/game/lucky-fortune');
    await expect(page.locator('main#main')).toBeVisible();
    // a guest on a game page sees the demo-mode explanation, never a campaign popup
    await expect(page.getByRole('dialog', { name: 'Demo mode' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome bonus' })).toHaveCount(0);
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

  test('the popup keeps its size as its image arrives, whatever the image’s shape', async ({ page }) => {
    // the sandbox's welcome images are square, the popup's picture is 2:1: a box sized by the image grew as it came
    const shifts = await watchLayoutShifts(page, '[role="dialog"]');
    let releaseImage = () => {};
    const imageHeld = new Promise<void>((resolve) => (releaseImage = resolve));
    await page.route('**/static/popups/**', async (route) => {
      await imageHeld;
      await route.continue();
    });
    await page.goto('/promotions');
    const dialog = page.getByRole('dialog', { name: 'Welcome bonus' });
    await expect(dialog).toBeVisible();
    // measured once its entrance has played (the box rises into place)
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const before = await dialog.boundingBox();
    releaseImage();
    await expect.poll(() => dialog.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await dialog.boundingBox()).toEqual(before);
    expect(await shifts.read()).toBe(0);
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

test.describe('campaign popups wait their turn and their audience', () => {
  test('closing the registration popup does not chain a campaign; the next route change shows it', async ({ page }) => {
    await page.goto('/?show_popup_reg=1');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/show_popup_reg/);
    await page.waitForTimeout(800);
    await expect(dialog).toHaveCount(0);
    await page.getByRole('banner').locator('a[href^="/"]:not([href="/"])').first().press('Enter'); // in-app, another path
    await expect(page).not.toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Welcome bonus' })).toBeVisible();
  });

  test('a player who signs in is offered the players campaign, never the guests "Sign up" one', async ({ page }) => {
    const player = await createPlayer(page.request);
    await page.goto('/?show_popup_auth=1');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await submitCredentials(page, player.email, player.password);
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(800);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/promotions');
    await expect(page.getByRole('dialog', { name: 'Deposit boost' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome bonus' })).toHaveCount(0);
  });

  test("a player's rendered page reads the popups once; once every popup was seen, the popup's code is never fetched", async ({ page }) => {
    const player = await createPlayer(page.request);
    await signIn(page, player.email, player.password);
    const reads: string[] = [];
    const renderer: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/popups.get') reads.push(pathname);
      if (/^\/assets\/campaign-popup-[^/]+\.js$/.test(pathname)) renderer.push(pathname);
    });
    // the server renders this page for the player and hints no chunks: the start-up reads the popups and loads the renderer
    await page.goto('/profile/settings');
    const dialog = page.getByRole('dialog', { name: 'Deposit boost' });
    await expect(dialog).toBeVisible();
    expect([reads.length, renderer.length]).toEqual([1, 1]);
    await dialog.getByRole('button', { name: 'Promotions' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    reads.length = 0;
    renderer.length = 0;
    await page.goto('/profile/bonuses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => reads.length).toBe(1);
    await page.waitForTimeout(800);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(renderer).toEqual([]);
  });

  test('the embedded sign-in and sign-up pages never show a campaign popup', async ({ page }) => {
    for (const form of ['/forms/sign_in', '/forms/sign_up']) {
      await page.goto(form);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(800);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});
