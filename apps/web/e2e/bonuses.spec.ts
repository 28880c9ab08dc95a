import { expectNoAxe, balances, casinoBonuses, data } from './bonuses-support.ts';
import { createPlayer, expect, sandboxConfig, shellReady, signIn, test } from './support.ts';

test.describe('bonuses page', () => {
  test('a valid promo code gives a bonus (popup), which is activated and removed through its confirms, each sent once', async ({ page }) => {
    test.slow(); // several sandbox round trips and axe scans
    const player = await createPlayer(page.request);
    await signIn(page, player.email);
    await page.goto('/profile/bonuses');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeVisible();
    await expect(page.getByText('No bonuses here yet.')).toBeVisible();
    await expectNoAxe(page, 'main');

    await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME100');
    await page.getByRole('textbox', { name: 'Promo code' }).press('Enter');
    const popup = page.getByRole('dialog', { name: 'Promo code activated' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('The code WELCOME100 is active.')).toBeVisible();
    await expectNoAxe(page, '[role="dialog"]');
    await popup.getByRole('button', { name: 'Great' }).click();
    await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');

    const card = page.locator('[data-section="casino"] li').filter({ hasText: '€100 bonus' });
    await expect(card).toBeVisible();
    // pressed twice: one question, one call
    await card.getByRole('button', { name: 'Activate' }).dblclick();
    const confirm = page.getByRole('alertdialog', { name: 'Activate this bonus?' });
    await expect(confirm).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await expectNoAxe(page, '[role="alertdialog"]');
    await confirm.getByRole('button', { name: 'Activate' }).click();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    expect((await balances(page.request)).balance_bonus.amount).toBe(100);
    expect((await casinoBonuses(page.request)).map((b) => b.status)).toEqual(['active']);

    // remove: "no" keeps it, "yes" removes it (once)
    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Remove this bonus?' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Remove' }).dblclick();
    await page.getByRole('alertdialog', { name: 'Remove this bonus?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect((await balances(page.request)).balance_bonus.amount).toBe(0);
    expect((await casinoBonuses(page.request)).map((b) => b.status)).toEqual(['cancelled']);
    await page.getByRole('radio', { name: 'History' }).check({ force: true });
    await expect(page.locator('[data-section="casino"] li').filter({ hasText: 'Removed' })).toBeVisible();
  });

  test('under bonus isolation, activating a second bonus asks to burn the running one; a double click burns it once', async ({ page }) => {
    test.slow(); // several sandbox round trips
    await sandboxConfig(page.request, { bonusIsolation: 1 });
    const player = await createPlayer(page.request, { loyaltyPoints: 300 });
    await signIn(page, player.email);
    // a running €5 bonus from the loyalty shop, and a €100 one from a promo code waiting to be activated
    const products = await data<{ items: Array<{ id: number; name: string }> }>(page.request, '/api/loyalty.getproducts?count=100');
    const five = products.items.find((p) => p.name === '€5 bonus');
    expect(five).toBeDefined();
    await data(page.request, '/api/loyalty.buyproduct', { id: String(five?.id) });
    await data(page.request, '/api/campaigns.activateOffer', { promo_code: 'WELCOME100' });
    expect((await casinoBonuses(page.request)).map((b) => b.status).sort()).toEqual(['active', 'available']);
    expect((await balances(page.request)).balance_bonus.amount).toBe(5);

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/bonuses.activate')) sent.push(request.postData() ?? '');
    });
    await page.goto('/profile/bonuses');
    const running = page.locator('[data-section="casino"] li').filter({ hasText: '€5 bonus' });
    const waiting = page.locator('[data-section="casino"] li').filter({ hasText: '€100 bonus' });
    await expect(running.getByText('Active', { exact: true })).toBeVisible();

    // "no" keeps both as they were
    await waiting.getByRole('button', { name: 'Activate' }).click();
    const burn = page.getByRole('alertdialog', { name: 'Forfeit your running bonus?' });
    await expect(burn).toContainText('its bonus money is lost');
    await expectNoAxe(page, '[role="alertdialog"]');
    await burn.getByRole('button', { name: 'Cancel' }).click();
    await expect(burn).toBeHidden();
    expect(sent).toHaveLength(0);
    expect((await casinoBonuses(page.request)).map((b) => b.status).sort()).toEqual(['active', 'available']);

    // "yes", pressed twice: one call, the running bonus and its money are gone, the new one runs
    await waiting.getByRole('button', { name: 'Activate' }).click();
    await burn.getByRole('button', { name: 'Activate and forfeit' }).dblclick();
    await expect(waiting.getByText('Active', { exact: true })).toBeVisible();
    await expect(running).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(1);
    const after = await casinoBonuses(page.request);
    expect(after.map((b) => b.status).sort()).toEqual(['active', 'cancelled']);
    expect((await balances(page.request)).balance_bonus.amount).toBe(100);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a refused promo code says why on the field and keeps it; a code in the address is pre-filled', async ({ page }) => {
    test.slow(); // several sandbox round trips and axe scans
    const player = await createPlayer(page.request);
    await signIn(page, player.email);
    await page.goto('/profile/bonuses?promo_code=EXPIRED');
    const field = page.getByRole('textbox', { name: 'Promo code' });
    await expect(field).toHaveValue('EXPIRED');
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText('This promo code has expired')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('NO-SUCH-CODE');
    await field.press('Enter');
    await expect(page.getByText('This promo code does not exist')).toBeVisible();
    await expect(field).toHaveValue('NO-SUCH-CODE');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a betting bonus taken from the offers page is activated, and the player is told where to bet', async ({ page }) => {
    test.slow(); // several sandbox round trips and axe scans
    const player = await createPlayer(page.request);
    await signIn(page, player.email);
    await page.goto('/offers');
    const offer = page.locator('[data-offer="betting-starter"]');
    await offer.getByRole('button', { name: 'Take it' }).click();
    await expect(offer.getByText('Taken! Your rewards are on your bonuses page.')).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Take it' })).toHaveCount(0);
    expect(await data<unknown[]>(page.request, '/api/BettingBonuses.get')).toHaveLength(1);

    await page.goto('/profile/bonuses');
    const bet = page.locator('[data-section="betting"] li').first();
    await expect(bet.getByText(/Minimum odds 1\.5 ·/)).toBeVisible();
    await bet.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('alertdialog', { name: 'Activate this bonus?' }).getByRole('button', { name: 'Activate' }).click();
    const done = page.getByRole('alertdialog', { name: 'Betting bonus activated' });
    await expect(done).toBeVisible();
    await expectNoAxe(page, '[role="alertdialog"]');
    await done.getByRole('button', { name: 'Go to betting' }).click();
    await expect(page).toHaveURL(/\/betting$/);
    expect((await balances(page.request)).balance_betting_bonus.amount).toBe(20);
  });

  test('free spins link to their game', async ({ page }) => {
    test.slow(); // several sandbox round trips and axe scans
    await signIn(page);
    await page.goto('/profile/bonuses');
    const pack = page.locator('[data-section="freespins"] li').filter({ hasText: 'Lucky Fortune' });
    await expect(pack.getByText(/of 50 spins left/)).toBeVisible();
    await expect(pack.getByRole('link', { name: 'Play Lucky Fortune' })).toHaveAttribute('href', '/game/lucky-fortune');
  });
});

test.describe('offers and promotions', () => {
  test('a guest sees the offers and is asked to register to take one; an offer has its own page', async ({ page }) => {
    test.slow(); // several sandbox round trips and axe scans
    await page.goto('/offers');
    await shellReady(page);
    const offer = page.locator('[data-offer="betting-starter"]');
    await expect(offer.getByRole('heading', { name: 'Free bet €20' })).toBeVisible();
    await expectNoAxe(page, 'main');
    await offer.getByRole('button', { name: 'Register to take it' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await offer.getByRole('link', { name: 'More about Free bet €20' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Free bet €20' })).toBeVisible();
    await expect(page.getByText('General bonus terms apply.')).toBeVisible();
  });

  test('a promotion opens in a popup on the list and as its own page when opened directly; its HTML is sanitised', async ({ page }) => {
    test.slow(); // several sandbox round trips and axe scans
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.locator('[data-banner]').first()).toBeVisible();
    await expectNoAxe(page, 'main');
    await page.getByRole('link', { name: 'Welcome package' }).click();
    const popup = page.getByRole('dialog', { name: 'Welcome package' });
    await expect(popup.getByText('100% bonus up to €200')).toBeVisible();
    await expect(page).toHaveURL(/\/promotions$/);
    await expectNoAxe(page, '[role="dialog"]');
    expect(await popup.locator('script, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __promoXss?: boolean }).__promoXss)).toBeUndefined();
    await popup.getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/promotions/welcome');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome package' })).toBeVisible();
    await expect(page.getByText('50 free spins on Lucky Fortune')).toBeVisible();
    await page.goto('/ar/promotions/welcome');
    await expect(page.getByRole('heading', { level: 1, name: 'باقة الترحيب' })).toBeVisible();
  });
});
