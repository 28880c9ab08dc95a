import { expectNoAxe } from './axe.ts';
import type { Page } from '@playwright/test';
import { authDialog, expectNoAxeViolations, submitCredentials } from './auth-support.ts';
import { fillCard, openDeposit } from './cashier-support.ts';
import { createPlayer, expect, fault, sandboxClock, sandboxConfig, shellReady, signIn, test } from './support.ts';

const PAGE = '/profile/responsible-game';
const DAY_MS = 86_400_000;
/** A moment as every screen says it in English (datesIn): "Dec 3, 2026, 11:32 AM" (a narrow space before AM). */
const MOMENT = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/;

const header = (page: Page) => page.getByRole('banner');
const dailyCard = (page: Page) => page.getByTestId('rg-deposit-limit-1');

async function openLimits(page: Page): Promise<void> {
  await page.goto(PAGE);
  await shellReady(page);
  await expect(page.getByRole('heading', { name: 'Responsible gaming', level: 1 })).toBeVisible();
}

async function setDaily(page: Page, amount: string, button: 'Set limit' | 'Change limit'): Promise<void> {
  await dailyCard(page).getByRole('textbox').fill(amount);
  await dailyCard(page).getByRole('button', { name: button }).click();
}

test.describe('responsible gaming', () => {
  test('the footer, the wallet and the deposit page each lead to the page in one click', async ({ page, request }) => {
    const player = await createPlayer(request, { currency: 'EUR' });
    await signIn(page, player.email, player.password);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Responsible gaming tools' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    // the profile's navigation above the page speaks the profile's words, not message ids
    await expect(page.getByRole('link', { name: 'Personal data' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Security' })).toBeVisible();
    for (const from of ['/cashier/wallet', '/cashier/deposit']) {
      await page.goto(from);
      await page.getByRole('link', { name: 'Deposit limits, reality checks and breaks' }).click();
      await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
      await expect(page.getByRole('heading', { name: 'Responsible gaming', level: 1 })).toBeVisible();
    }
  });

  test('a daily limit refuses a larger deposit; a raise waits 24 hours, then applies', async ({ page, request }) => {
    const player = await createPlayer(request, { currency: 'EUR' });
    await signIn(page, player.email, player.password);
    await page.goto('/responsible-game'); // the bare address leads to the profile's page
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(dailyCard(page).getByText('No limit set.')).toBeVisible();
    await setDaily(page, '20', 'Set limit');
    await expect(dailyCard(page).getByRole('status')).toHaveText('Saved: the limit applies now.');
    await expect(page.getByTestId('rg-deposit-available')).toHaveText('You can deposit up to €20.00 now.');
    // a loss limit follows the same rules
    const loss = page.getByTestId('rg-loss-limit-7');
    await loss.getByRole('textbox').fill('40');
    await loss.getByRole('button', { name: 'Set limit' }).click();
    await expect(page.getByTestId('rg-loss-available')).toHaveText('You can lose up to €40.00 more now.');
    await expectNoAxe(page, 'main');

    // the deposit screen refuses 30, and so does the server when asked directly
    await openDeposit(page, 'visa_mc');
    await fillCard(page, '30');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText(/deposit limit leaves/).last()).toBeVisible();
    const direct = await page.request.post('/api/cashier.makedeposit', { multipart: { methodId: '1', method: 'visa_mc', amount: '30', 'requisites[card_number]': '4111 1111 1111 1111', 'requisites[card_holder]': 'JANE DOE' } });
    expect(((await direct.json()) as { error: { type: string } }).error.type).toBe('BillingDepositLimitExceededException');

    // a raise is pending for 24 hours (and can be cancelled); the sandbox clock moves past it and it applies
    await openLimits(page);
    await setDaily(page, '100', 'Change limit');
    await expect(page.getByTestId('rg-deposit-pending-1')).toContainText('Change to €100.00 pending');
    await expect(page.getByTestId('rg-deposit-pending-1')).toContainText(MOMENT);
    await expect(dailyCard(page).getByRole('definition').last()).toHaveText(MOMENT); // Resets
    await expect(page.getByTestId('rg-deposit-available')).toHaveText('You can deposit up to €20.00 now.');
    // only this test's pages see the day pass (the fixture ends the shift): a shared clock ended the time-outs and
    // codes of the tests running beside it
    await sandboxClock(request, DAY_MS + 60_000);
    await openLimits(page);
    await expect(page.getByTestId('rg-deposit-pending-1')).toBeHidden();
    await expect(dailyCard(page).getByRole('definition').first()).toHaveText('€100.00');
    await expect(page.getByTestId('rg-deposit-available')).toHaveText('You can deposit up to €100.00 now.');
  });

  test('a time-out signs out both tabs at once and sign-in says until when', async ({ context, page, request }) => {
    const player = await createPlayer(request, { currency: 'EUR' });
    await signIn(page, player.email, player.password);
    const other = await context.newPage();
    await other.goto('/winners');
    await shellReady(other);
    await expect(header(other).getByRole('button', { name: 'Log out' })).toBeVisible();
    await openLimits(page);

    const timeout = page.getByTestId('rg-timeout');
    await timeout.getByRole('button', { name: 'Start the time-out' }).click();
    await expect(timeout.getByText('Enter your password to confirm.')).toBeVisible();
    await timeout.getByLabel('Your password').fill('not-my-password');
    await timeout.getByRole('button', { name: 'Start the time-out' }).click();
    await expect(timeout.getByText('The password is wrong.')).toBeVisible();
    await timeout.getByLabel('Your password').fill(player.password);
    await timeout.getByRole('button', { name: 'Start the time-out' }).click();

    for (const tab of [page, other]) {
      await expect(header(tab).getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(tab.getByText('Your break has started')).toBeVisible();
    }
    const toast = await page.getByText(/You can sign in again after/).textContent();
    await page.goto('/?show_popup_auth=1');
    await expect(authDialog(page).getByLabel('E-mail or phone')).toBeFocused();
    await submitCredentials(page, player.email, player.password);
    await expect(authDialog(page).getByRole('alert')).toContainText('You are taking a time-out until');
    // the notice at sign-in and the one at sign-out say the end the one way (they once used two formats)
    const notice = await authDialog(page).getByRole('alert').textContent();
    expect(MOMENT.exec(notice ?? '')?.[0]).toBe(MOMENT.exec(toast ?? '')?.[0] ?? 'no moment in the toast');
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('when the limits cannot be read the page says so, offers a retry, and the rest works', async ({ page, request }) => {
    const player = await createPlayer(request, { currency: 'EUR' });
    await signIn(page, player.email, player.password);
    await fault(request, { method: 'account.getLimits', status: 500, times: 1 });
    await openLimits(page);
    await expect(page.getByRole('alert')).toContainText('We could not load your limits.');
    await expect(page.getByTestId('rg-exclusion').getByRole('button', { name: 'Exclude me' })).toBeEnabled();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(dailyCard(page).getByText('No limit set.')).toBeVisible();
  });

  test('a reality check comes on its interval, and the session time limit signs out saying when play can resume', async ({ page, request }) => {
    await sandboxConfig(request, { timeToForceLogout: 7200 }); // the idle logout stays out of the way of the moved clock
    await page.clock.install();
    const player = await createPlayer(request, { currency: 'EUR' });
    await signIn(page, player.email, player.password);
    await openLimits(page);
    const play = page.getByTestId('rg-play');
    const choose = async (select: string, option: string) => {
      await play.getByRole('button', { name: new RegExp(select) }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await choose('Reality check', 'Every 15 min');
    await play.getByRole('button', { name: 'Save' }).click();
    await expect(play.getByRole('status')).toHaveText('Saved.');

    await page.goto('/game/fire-wizard'); // the check comes over a game, which waits for the answer
    await expect(page.locator('iframe')).toBeVisible();
    // the game says it is ready first: the jump would also fire the page's wait for that word and fail the game
    await expect(page.getByRole('progressbar', { name: 'Starting the game' })).toBeHidden();
    await page.clock.fastForward('15:00');
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(page.getByText('The game is paused until you answer the reality check.')).toBeVisible();
    await expect(page.locator('iframe')).toHaveAttribute('inert', '');
    await expect(check).toContainText(/You have been playing for 1[45] minutes\./);
    await expect(check).toContainText('Net result this session: €0.00.');
    await expect(check.getByRole('button', { name: 'Keep playing' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(check).toBeHidden();
    await expect(page.locator('iframe')).not.toHaveAttribute('inert');
    await openLimits(page);

    await choose('Reality check', 'Off');
    await choose('Session time limit', '30 min');
    await play.getByRole('button', { name: 'Save' }).click();
    await expect(play.getByText(/This session ends at/)).toBeVisible();
    await page.clock.fastForward('16:00');
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Your session time limit was reached')).toBeVisible();
    await expect(page.getByText(/You can sign in again after/)).toBeVisible();
  });

  test('a reality check left unanswered closes when the idle timer signs the player out: the guest is not asked it', async ({ page, request }) => {
    // idle sign-out 20 minutes after the last activity; the check comes at 15
    await sandboxConfig(request, { timeToForceLogout: 1200 });
    await page.clock.install();
    const player = await createPlayer(request, { currency: 'EUR' });
    await signIn(page, player.email, player.password);
    await openLimits(page);
    const play = page.getByTestId('rg-play');
    await play.getByRole('button', { name: /Reality check/ }).click();
    await page.getByRole('option', { name: 'Every 15 min', exact: true }).click();
    await play.getByRole('button', { name: 'Save' }).click();
    await expect(play.getByRole('status')).toHaveText('Saved.');

    await page.clock.fastForward('15:00');
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toBeVisible();
    // nobody answers: the idle time runs out
    await page.clock.fastForward('06:00');
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('You were signed out')).toBeVisible();
    await expect(check).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a wager limit stops the stakes inside the game, which says why, and the rounds stay within it', async ({ page, request }) => {
    const player = await createPlayer(request, { currency: 'EUR', balance: 20 });
    await signIn(page, player.email, player.password);
    expect((await page.request.post('/api/account.setLimit', { multipart: { kind: 'wager', period: '1', amount: '2' } })).ok()).toBe(true);
    await page.goto('/game/fire-wizard');
    const spin = page.frameLocator('iframe').getByRole('button', { name: 'Spin' });
    for (let round = 0; round < 2; round += 1) {
      const settled = page.waitForResponse((r) => r.url().includes('/platform/rounds/'));
      await spin.click();
      expect((await settled).status()).toBe(200);
    }
    await spin.click();
    await expect(page.frameLocator('iframe').locator('#refusal')).toHaveText('Your wager limit is reached: no more stakes until it resets.');
    const history = (await (await page.request.get('/api/games.getHistory')).json()) as { data: { items?: unknown[] } | unknown[] };
    const rounds = Array.isArray(history.data) ? history.data : (history.data.items ?? []);
    expect(rounds).toHaveLength(2);
  });

  test('before a first deposit the cashier offers a deposit limit, never pre-filled, and it applies', async ({ browser, baseURL, request }) => {
    // a context without the suite's "prompt already answered" mark
    const context = await browser.newContext({ baseURL });
    await context.addInitScript(() => localStorage.setItem('campaign_popups_seen', JSON.stringify(['welcome', 'deposit-boost', 'summer-drop'])));
    const page = await context.newPage();
    const player = await createPlayer(request, { currency: 'EUR' });
    await signIn(page, player.email, player.password);
    await page.goto('/cashier/deposit/visa_mc');
    const prompt = page.getByRole('dialog', { name: 'Set a deposit limit?' });
    await expect(prompt.getByLabel('Limit amount')).toHaveValue('');
    await expect(prompt.getByLabel('Limit amount')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    await expect(prompt).toBeHidden();
    const limits = (await (await page.request.get('/api/account.getLimits')).json()) as { data: { deposit: { period: number; limit_amount: number }[] } };
    expect(limits.data.deposit).toMatchObject([{ period: 1, limit_amount: 50 }]);
    await page.reload();
    await expect(page.locator('input[name=amount]')).toBeVisible();
    await expect(prompt).toBeHidden(); // answered: not asked again
    await context.close();
  });
});
