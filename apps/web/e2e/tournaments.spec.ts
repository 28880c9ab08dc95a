import { expectNoAxe } from './axe.ts';
import { tabTo } from './auth-support.ts';
import { createPlayer, expect, signIn, test } from './support.ts';

/** The seeded running tournament with a hundred-odd scored bots, and the upcoming one nobody has joined. */
const RUNNING = 1;
const UPCOMING = 3;

test.describe('tournaments', () => {
  test('a guest sees running, upcoming and finished tournaments with their clocks, opens one, and is asked to register', async ({ page }) => {
    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { name: 'Running now' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible();
    const card = page.locator(`[data-tournament="${RUNNING}"]`);
    await expect(card.getByText('Prize pool')).toBeVisible();
    await expect(card.getByRole('timer')).toHaveText(/^\d+ d \d+:\d\d:\d\d$/);
    await card.getByRole('link', { name: 'Spring slot race' }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${RUNNING}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Spring slot race' })).toBeVisible();
    await expect(page.getByText('Every €1 bet gives 1 point.')).toBeVisible();
    await expect(page.locator('main script')).toHaveCount(0);
    await expect(page.getByRole('table', { name: /Participants: \d+/ }).getByRole('row')).toHaveCount(11);
    await page.getByRole('button', { name: 'Take part' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign up', exact: true })).toBeVisible({ timeout: 20_000 });
  });

  test('what a screen reader hears of each clock is the time the clock shows, on the list and the home page', async ({ page }) => {
    for (const path of ['/tournaments', '/']) {
      await page.goto(path);
      const clocks = page.locator('main [role="timer"]');
      await expect(clocks.first()).toBeVisible();
      const pairs = await clocks.evaluateAll((timers) => timers.map((timer) => ({ shown: timer.textContent ?? '', said: timer.nextElementSibling?.textContent ?? '' })));
      for (const { shown, said } of pairs) {
        // "2 d 04:10:00" on screen is "2 d 04:10:00 left" (or an hour earlier's) to a screen reader, never another day count
        const days = (text: string) => Number(/^(\d+) d /.exec(text)?.[1] ?? 0);
        expect(Math.abs(days(said) - days(shown)), `${path}: "${shown}" read as "${said}"`).toBeLessThanOrEqual(1);
      }
    }
  });

  test('a player joins with the keyboard, sees their own row, and the list shows them taking part', async ({ page }) => {
    const player = await createPlayer(page.request);
    await signIn(page, player.email, player.password);
    await page.goto(`/tournaments/${RUNNING}`);
    const join = page.getByRole('button', { name: 'Take part' });
    await expect(join).toBeVisible();
    await tabTo(page, join, 40);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'You take part in this tournament' })).toBeVisible();
    // a new player has no points yet: their row is below the top ten, highlighted and stuck to the window's bottom
    const own = page.locator('[data-own-row]');
    await expect(own).toContainText('(you)');
    await expect(own).toHaveAttribute('aria-current', 'true');
    // with the table on screen but its end below the window, the own row is still in view
    await page.setViewportSize({ width: 1000, height: 420 });
    await page.getByRole('heading', { name: 'Leaderboard' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect(own).toBeInViewport();
    // the sandbox holds the participation
    const answer = await page.request.get(`/api/tournaments.get?ids=${RUNNING}`);
    const { data } = (await answer.json()) as { data: { items: Array<{ user_info: { is_participant: boolean } | null }> } };
    expect(data.items[0]?.user_info?.is_participant).toBe(true);
    await page.goto('/tournaments');
    await expect(page.locator(`[data-tournament="${RUNNING}"]`).getByText('You take part')).toBeVisible();
  });

  test('the full standings open from the keyboard, page on with "Show more", and a double click asks for one page', async ({ page }) => {
    const pages: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/leaderboard.get')) pages.push(new URL(r.url()).searchParams.get('offset') ?? '');
    });
    await page.goto(`/tournaments/${RUNNING}`);
    const toggle = page.getByRole('button', { name: 'Show full standings' });
    await tabTo(page, toggle, 40);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Hide full standings' })).toHaveAttribute('aria-expanded', 'true');
    const full = page.getByRole('table', { name: /^Full standings: 20 of \d+$/ });
    await expect(full.getByRole('row')).toHaveCount(21);
    await expect(full.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
    await expectNoAxe(page, 'main');
    await page.getByRole('button', { name: 'Show more' }).dblclick();
    await expect(page.getByRole('table', { name: /^Full standings: 40 of \d+$/ }).getByRole('row')).toHaveCount(41);
    await expect(page.getByRole('table', { name: /^Full standings/ }).getByRole('row').nth(40).getByRole('cell').first()).toHaveText('40');
    expect(pages).toEqual(['0', '20']);
  });

  // one participation whatever the player does (double click, held Enter, retry): e2e/exactly-once.spec.ts
  test('a player who takes part is in the standings, highlighted', async ({ page }) => {
    const player = await createPlayer(page.request);
    await signIn(page, player.email, player.password);
    await page.goto(`/tournaments/${UPCOMING}`);
    await page.getByRole('button', { name: 'Take part' }).click();
    await expect(page.getByText('You take part in this tournament')).toBeVisible();
    // nobody had joined the upcoming one: the player's row is in the top and highlighted there
    await expect(page.locator('[data-own-row]')).toContainText('(you)');
  });

  test('the tournament hall shows its games twelve a page', async ({ page }) => {
    await page.goto(`/tournaments/${RUNNING}/gamehall`);
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(12);
    const first = await cards.first().getByRole('heading').textContent();
    await page.getByRole('navigation', { name: 'Pages of games' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(cards.first().getByRole('heading')).not.toHaveText(first ?? '');
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/game\//);
  });

});

test.describe('jackpots and winners', () => {
  test('the jackpots page rolls its totals, and stands still for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' }); // the suite's pages ask for reduced motion
    await page.goto('/jackpots');
    const first = page.locator('[data-jackpot]').first();
    await expect(first.locator('[data-ticker="rolling"]')).toBeVisible();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(page.locator('[data-jackpot]')).toHaveCount(4);
    const still = page.locator('[data-jackpot]').first().locator('[data-ticker="still"]');
    await expect(still).toBeVisible();
    const exact = await page.locator('[data-jackpot]').first().locator('[data-jackpot-amount] > span').last().textContent();
    await expect(still).toHaveText(exact ?? '');
  });

  test('a jackpot shows its levels and its winners', async ({ page }) => {
    await page.goto('/jackpots');
    await page.getByRole('link', { name: 'Grand Fortune' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Grand Fortune' })).toBeVisible();
    await expect(page.getByText('grand', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Winners of Grand Fortune' }).getByRole('listitem').first()).toBeVisible();
  });

  test('the winners page lists the week\'s biggest wins and the latest ones', async ({ page }) => {
    await page.goto('/winners');
    await expect(page.getByRole('list', { name: 'Biggest wins this week' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Latest wins' }).getByRole('listitem').first()).toBeVisible();
  });

});
