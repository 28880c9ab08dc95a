import { seededGame } from './games-support.ts';
import { createPlayer, expect, fault, signIn, test } from './support.ts';

test('a failing hall says so and a retry loads it', async ({ page }) => {
  await fault(page.request, { method: 'games.get', status: 500, times: 1 });
  await page.goto('/gamehall');
  await expect(page.getByRole('heading', { name: 'The games could not be loaded' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(page.getByText(/^\d+ of \d+ games$/)).toBeVisible();
});

test('a game that fails to start shows an error with a way back, and a retry starts it', async ({ page, request }) => {
  const game = await seededGame(request, true);
  await fault(page.request, { method: 'platform.game', status: 500, times: 1 });
  await page.goto(`/game/${game.sysname}?mode=demo`);
  await page.getByRole('dialog', { name: 'Demo mode' }).getByRole('button', { name: 'Play the demo' }).click();
  await expect(page.getByText('The game did not start.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Back to the games hall' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.frameLocator('iframe').getByText('Demo mode: fun credits')).toBeVisible();
});

test('a game page whose game cannot be read shows an error, not a blank frame', async ({ page, request }) => {
  const game = await seededGame(request, true);
  await fault(page.request, { method: 'games.get', error: 'network', times: 1 });
  await page.goto(`/game/${game.sysname}`);
  await expect(page.getByRole('heading', { name: 'The game could not be loaded' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the games hall' })).toBeVisible();
});

test('a refused like is rolled back with a message', async ({ page, request }) => {
  const player = await createPlayer(request);
  await signIn(page, player.email, player.password);
  await page.goto('/gamehall');
  const heart = page.locator('main [role="listitem"] article').first().getByRole('button', { name: /^Favourite: / });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await fault(page.request, { method: 'games.addLike', status: 500, times: 1 });
  await heart.click();
  await expect(page.getByText('Favourites were not updated')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(((await (await page.request.get('/api/games.getLikes')).json()) as { data: string[] }).data).toEqual([]);
});

test('the home page keeps its games when the banners fail', async ({ page }) => {
  await fault(page.request, { method: 'banners.get', status: 500, times: 1 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Slots', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offers' })).toHaveCount(0);
});

test('the games hall keeps its games and filters when its banners fail', async ({ page }) => {
  await fault(page.request, { method: 'banners.get', status: 500, times: 1 });
  await page.goto('/gamehall');
  await expect(page.getByRole('heading', { level: 1, name: 'Games hall' })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d{4} games$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Game categories' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Banners' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
