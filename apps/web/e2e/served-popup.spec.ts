import { createPlayer, expect, guardedTest as test, signIn } from './support.ts';
import { productionServerForSuite } from './production-server.ts';

/**
 * The campaign popup a prerendered page carries in its HTML (features/campaign-popups/served): shown by the page's
 * own small script before the app has started, then replaced by the app's dialog. Only the production server serves
 * prerendered pages; the other popup tests run on `vite preview`, where the app opens them (campaign-popups.spec.ts).
 * Each test's browser context is new: a first-time guest unless it says otherwise.
 */
test.describe('the campaign popup in a prerendered page', () => {
  const server = productionServerForSuite();
  const appScript = /\/assets\/index-[\w-]+\.js$/;

  test('shows with the page before the app has started: named, focused, closed by Escape, and not again', async ({ page }) => {
    // the app never starts: what a guest on a slow phone sees in its first seconds
    await page.route(appScript, (route) => route.abort());
    await page.goto(`${server.url}/gamehall`);
    const popup = page.getByRole('dialog', { name: 'Welcome bonus' });
    await expect(popup).toBeVisible();
    await expect(popup).toBeFocused();
    await expect(popup.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    // seen once: neither the page's script nor the app shows it again
    await page.unroute(appScript);
    await page.goto(`${server.url}/promotions`);
    await expect(page.locator('#root main')).toBeVisible();
    await expect(page.locator('[data-campaign-popup]')).toHaveCount(0);
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a guest who saw it on an earlier visit loads none of its picture, though the page carries it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('campaign_popups_seen', JSON.stringify(['welcome'])));
    const pictures: string[] = [];
    page.on('request', (request) => request.url().includes('/static/popups/') && pictures.push(request.url()));
    await page.goto(`${server.url}/gamehall`);
    await expect(page.locator('#root main')).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page.locator('[data-static-dialog]')).toHaveCount(0);
    expect(pictures).toEqual([]);
  });

  test('closes on its close button and on a press beside it, in the page’s language and direction', async ({ page }) => {
    await page.route(appScript, (route) => route.abort());
    await page.goto(`${server.url}/ar/gamehall`);
    const popup = page.getByRole('dialog', { name: 'مكافأة الترحيب' });
    await expect(popup).toBeVisible();
    await expect(page.locator('[data-static-dialog]')).toHaveAttribute('dir', 'rtl');
    await popup.getByRole('button', { name: 'إغلاق' }).click();
    await expect(popup).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(popup).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(popup).toHaveCount(0);
    // the campaign's own "Later" button closes it too
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await popup.getByRole('button', { name: 'لاحقًا' }).click();
    await expect(popup).toHaveCount(0);
  });

  test('a button pressed before the app has started is done once it starts: "Sign up" opens registration', async ({ page }) => {
    // the app arrives late, as on a slow phone, and the guest presses the popup's button first
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(appScript, async (route) => {
      await held;
      await route.continue();
    });
    // the page's load waits for the held script
    await page.goto(`${server.url}/gamehall`, { waitUntil: 'commit' });
    const popup = page.getByRole('dialog', { name: 'Welcome bonus' });
    await popup.getByRole('button', { name: 'Sign up' }).click();
    await expect(popup.getByRole('button', { name: 'Sign up' })).toHaveAttribute('data-pending', 'true');
    await expect(popup).toBeVisible();
    release();
    await expect(page.getByRole('dialog', { name: /sign up|registration/i })).toBeVisible();
    await expect(page.locator('[data-campaign-popup]')).toHaveCount(0);
    await expect(popup).toHaveCount(0);
  });

  test('the app’s dialog takes its place: one popup on screen all along, and its buttons work', async ({ page }) => {
    // every frame's count of popups on screen, from the page's first paint
    await page.addInitScript(() => {
      const w = window as unknown as { mostPopups: number };
      w.mostPopups = 0;
      const count = () => {
        const shown = [...document.querySelectorAll('[data-campaign-popup]')].filter((popup) => popup.getClientRects().length > 0).length;
        w.mostPopups = Math.max(w.mostPopups, shown);
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    });
    await page.goto(`${server.url}/gamehall`);
    await expect(page.locator('[data-static-dialog]:not([hidden])')).toHaveCount(1);
    // the app's own (its overlay carries the dialog host's id), which appears as it stands: no entrance
    await expect(page.locator('[data-dialog-id][data-instant] [data-campaign-popup="welcome"]')).toBeVisible();
    await expect(page.locator('[data-static-dialog]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { mostPopups: number }).mostPopups)).toBe(1);
    await page.getByRole('dialog', { name: 'Welcome bonus' }).getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome bonus' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: /sign up|registration/i })).toBeVisible();
  });

  test('in Arabic, the app’s dialog that takes its place is Arabic too: its popups are asked for in the page’s locale', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/api/popups.get') && asked.push(request.url()));
    await page.goto(`${server.url}/ar/gamehall`);
    await expect(page.locator('[data-dialog-id][data-instant] [data-campaign-popup="welcome"]')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'مكافأة الترحيب' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'مكافأة الترحيب' }).getByRole('button', { name: 'سجّل' })).toBeVisible();
    // the start-up waited for the page's locale (before it, every call carried the default one)
    expect(asked.filter((url) => !url.includes('locale=ar'))).toEqual([]);
  });

  test('a player who signed in on this browser never sees the guests’ popup', async ({ page }) => {
    await signIn(page);
    await page.goto(`${server.url}/profile`);
    await expect(page.locator('#root main')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('balances'))).not.toBeNull();
    await page.route(appScript, (route) => route.abort());
    await page.goto(`${server.url}/gamehall`);
    await expect(page.locator('#root main')).toBeVisible();
    await expect(page.locator('[data-static-dialog]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a player’s page rendered for them carries their own popup, shown before the app and then the app’s', async ({ page, request }) => {
    const player = await createPlayer(page.request);
    expect((await page.request.post(`${server.url}/api/auth.login`, { multipart: { login: player.email, password: player.password } })).ok()).toBe(true);
    const cookie = (await page.context().cookies(server.url)).map((entry) => `${entry.name}=${entry.value}`).join('; ');
    /**
     * The page as the server renders it for the player. A busy renderer (warming up, four renders at once) sends the
     * app's page instead, which has no popup in it: the browser is given the rendered one.
     */
    const rendered = async (path: string) => {
      let html = '';
      await expect.poll(async () => (html = await (await request.get(`${server.url}${path}`, { headers: { cookie } })).text()).includes('data-static-dialog'), { timeout: 30_000 }).toBe(true);
      await page.route(`${server.url}${path}`, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
    };
    await rendered('/profile/bonuses');
    await page.route(appScript, (route) => route.abort());
    await page.goto(`${server.url}/profile/bonuses`);
    const popup = page.getByRole('dialog', { name: 'Deposit boost' });
    await expect(popup).toBeVisible();
    await expect(page.locator('[data-static-dialog]')).toHaveAttribute('data-audience', 'player');
    // with the app, on another of their pages: its dialog takes the drawn one's place, and its button works
    await page.unroute(appScript);
    await page.evaluate(() => localStorage.removeItem('campaign_popups_seen'));
    await rendered('/profile/settings');
    await page.goto(`${server.url}/profile/settings`);
    await expect(page.locator('[data-dialog-id][data-instant] [data-campaign-popup="deposit-boost"]')).toBeVisible();
    await expect(page.locator('[data-static-dialog]')).toHaveCount(0);
    await popup.getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/cashier\/deposit$/);
  });
});
