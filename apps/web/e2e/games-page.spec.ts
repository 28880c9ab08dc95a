import { seededGame } from './games-support.ts';
import { createPlayer, expect, shellReady, signIn, test } from './support.ts';

test('a guest plays the demo: the demo popup explains it, the game runs in the frame', async ({ page, request }) => {
  const game = await seededGame(request, true);
  await page.goto(`/game/${game.sysname}`);
  const popup = page.getByRole('dialog', { name: 'Demo mode' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Play the demo' }).press('Enter');
  await expect(popup).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
  const frame = page.frameLocator(`iframe[src="/platform/game/${game.id}/demo"]`);
  await expect(frame.getByText('Demo mode: fun credits')).toBeVisible();
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.locator('#credits')).not.toHaveText('100');
  await expect(page.getByRole('button', { name: 'Play for real' })).toHaveCount(0);
});

test('while a game starts, its art shows behind the spinner', async ({ page, request }) => {
  const game = await seededGame(request, true);
  // the frame's document never comes: the game stays "starting"
  await page.route(`**/platform/game/${game.id}/demo`, () => undefined);
  await page.goto(`/game/${game.sysname}`);
  await page.getByRole('dialog', { name: 'Demo mode' }).getByRole('button', { name: 'Play the demo' }).click();
  const starting = page.getByRole('progressbar', { name: 'Starting the game' });
  await expect(starting).toBeVisible();
  const poster = starting.locator('xpath=..').locator('img');
  await expect(poster).toHaveAttribute('alt', '');
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a guest on a game without demo gets registration (#real) and closing it leads home', async ({ page, request }) => {
  const game = await seededGame(request, false);
  await page.goto(`/game/${game.sysname}`);
  await expect(page).toHaveURL(/#real$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Registration' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});

test('a player plays for real, the balance is read again after a round, and can switch to the demo', async ({ page, request }) => {
  const player = await createPlayer(request, { balance: 50 });
  await signIn(page, player.email, player.password);
  const game = await seededGame(request, true);
  await page.goto(`/game/${game.sysname}`);
  const frame = page.frameLocator(`iframe[src="/platform/game/${game.id}/play"]`);
  await expect(frame.getByText('Real money')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const balanceRead = page.waitForRequest((r) => r.url().includes('/api/account.getBalance'));
  await frame.getByRole('button', { name: 'Spin' }).click();
  await balanceRead;
  await page.getByRole('button', { name: 'Play the demo' }).click();
  await expect(page).toHaveURL(/\?mode=demo$/);
  await expect(page.frameLocator(`iframe[src="/platform/game/${game.id}/demo"]`).getByText('Demo mode: fun credits')).toBeVisible();
});

test('full screen uses the Fullscreen API, and covers the viewport where the browser has none', async ({ page, request }) => {
  const game = await seededGame(request, true);
  await page.goto(`/game/${game.sysname}?mode=demo`);
  await page.getByRole('dialog', { name: 'Demo mode' }).getByRole('button', { name: 'Play the demo' }).click();
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.hasAttribute('data-full-screen') ?? false)).toBe(true);
  await page.evaluate(() => document.exitFullscreen());

  await page.addInitScript(() => {
    Object.defineProperty(Element.prototype, 'requestFullscreen', { value: undefined });
  });
  await page.reload();
  await shellReady(page);
  await page.getByRole('dialog', { name: 'Demo mode' }).getByRole('button', { name: 'Play the demo' }).click();
  await page.getByRole('button', { name: 'Full screen' }).press('Enter');
  const stage = page.locator('[data-full-screen]');
  await expect(stage).toBeVisible();
  const box = await stage.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()!.width, height: page.viewportSize()!.height });
  await page.keyboard.press('Escape');
  await expect(stage).toHaveCount(0);
});

test('an unknown game says so, with a way back to the hall', async ({ page }) => {
  await page.goto('/game/no-such-game');
  await expect(page.getByRole('heading', { name: 'Game not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the games hall' }).click();
  await expect(page).toHaveURL(/\/gamehall$/);
});
