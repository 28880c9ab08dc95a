import { createPlayer, expect, fault, signIn, test } from './support.ts';

test('a failed tournament load says so and a retry shows it', async ({ page }) => {
  await fault(page.request, { method: 'tournaments.get', status: 500, times: 1 });
  await page.goto('/tournaments/1');
  await expect(page.getByRole('alert')).toContainText('We could not load this.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring slot race' })).toBeVisible();
});

test('a failed list load says so and a retry shows the lists', async ({ page }) => {
  await fault(page.request, { method: 'tournaments.get', status: 500, times: 2 });
  await page.goto('/tournaments');
  await expect(page.getByRole('alert')).toContainText('We could not load this.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Running now' })).toBeVisible();
});

test('a failed participation says "Failed to participate in tournament" and a second try joins', async ({ page }) => {
  const player = await createPlayer(page.request);
  await signIn(page, player.email, player.password);
  await page.goto('/tournaments/1');
  await fault(page.request, { method: 'tournaments.participate', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Take part' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to participate in tournament');
  await page.getByRole('button', { name: 'Take part' }).click();
  await expect(page.getByText('You take part in this tournament')).toBeVisible();
});

test('a failed leaderboard keeps the page and says so', async ({ page }) => {
  await fault(page.request, { method: 'leaderboard.live', status: 500, times: 1 });
  await page.goto('/tournaments/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Spring slot race' })).toBeVisible();
  await expect(page.getByText('The leaderboard could not be refreshed.')).toBeVisible();
});

test('a failed page of the full standings keeps the rows shown, says so, and a retry reads that page', async ({ page }) => {
  await page.goto('/tournaments/1');
  await page.getByRole('button', { name: 'Show full standings' }).click();
  await expect(page.getByRole('table', { name: /^Full standings: 20 of/ })).toBeVisible();
  await fault(page.request, { method: 'leaderboard.get', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page.getByRole('alert')).toHaveText('The standings could not be loaded. Try again.');
  await expect(page.getByRole('table', { name: /^Full standings: 20 of/ }).getByRole('row')).toHaveCount(21);
  await expect(page.getByRole('heading', { level: 1, name: 'Spring slot race' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: /^Full standings: 40 of/ }).getByRole('row')).toHaveCount(41);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a failed page of tournament games offers a retry', async ({ page }) => {
  await fault(page.request, { method: 'games.get', status: 500, times: 1 });
  await page.goto('/tournaments/1/gamehall');
  await expect(page.getByRole('alert')).toContainText('We could not load this.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main article')).toHaveCount(12);
});

test('failed jackpots, jackpot winners and winners lists never leave a blank page', async ({ page }) => {
  await fault(page.request, { method: 'Jackpots.get', status: 500, times: 1 });
  await page.goto('/jackpots');
  await expect(page.getByRole('alert')).toContainText('We could not load this.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-jackpot]')).toHaveCount(4);

  await fault(page.request, { method: 'Jackpots.getWinners', status: 500, times: 1 });
  await page.goto('/jackpots/1');
  await expect(page.getByRole('alert')).toContainText('The winners could not be loaded.');

  await fault(page.request, { method: 'leaderboard.top', status: 500, times: 1 });
  await page.goto('/winners');
  await expect(page.getByRole('alert')).toContainText('This list could not be loaded.');
  await expect(page.getByRole('list', { name: 'Latest wins' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Biggest wins this week' })).toBeVisible();
});
