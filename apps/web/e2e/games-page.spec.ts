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

test('on a phone the game fills the screen below a slim bar, its Spin button on the first screen, upright, turned and in Arabic', async ({ page, request }) => {
  const player = await createPlayer(request, { balance: 50 });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, player.email, player.password);
  const game = await seededGame(request, true);
  await page.goto(`/game/${game.sysname}`);
  const frame = page.locator(`iframe[src="/platform/game/${game.id}/play"]`);
  await expect(page.frameLocator(`iframe[src="/platform/game/${game.id}/play"]`).getByText('Real money')).toBeVisible();
  // the frame takes the screen below the bar, and the game's own Spin button is on it without scrolling
  const fills = async (viewport: { width: number; height: number }) => {
    const box = (await frame.boundingBox())!;
    expect(box.width, 'frame width').toBeCloseTo(viewport.width, 0);
    expect(box.height / viewport.height, 'frame height / viewport height').toBeGreaterThanOrEqual(0.75);
    expect(box.y + box.height, 'frame bottom').toBeLessThanOrEqual(viewport.height + 1);
    const spin = (await page.frameLocator(`iframe[src="/platform/game/${game.id}/play"]`).getByRole('button', { name: 'Spin' }).boundingBox())!;
    expect(spin.y + spin.height, 'Spin button bottom').toBeLessThanOrEqual(viewport.height);
  };
  await fills({ width: 390, height: 844 });
  // the bar carries what the covered header would: the balance, a way to deposit, the favourite, the way back
  const bar = page.locator('section[aria-labelledby="game-title"]');
  await expect(bar.getByText(/^Balance: .50\.00$/)).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'All games' })).toBeVisible();
  const favourite = bar.getByRole('button', { name: `Favourite: ${game.name}` });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  // one scroll area, the game's: the page under it does not move
  await page.mouse.move(195, 20);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // turned sideways, the frame still fills the screen
  await page.setViewportSize({ width: 844, height: 390 });
  await fills({ width: 844, height: 390 });
  // the demo is a press away and stays in game mode
  await page.setViewportSize({ width: 360, height: 740 });
  await bar.getByRole('button', { name: 'Play the demo' }).click();
  await expect(page).toHaveURL(/\?mode=demo$/);
  const demo = page.locator(`iframe[src="/platform/game/${game.id}/demo"]`);
  await expect(page.frameLocator(`iframe[src="/platform/game/${game.id}/demo"]`).getByText('Demo mode: fun credits')).toBeVisible();
  expect((await demo.boundingBox())!.height / 740).toBeGreaterThanOrEqual(0.75);
  // right to left, the same
  await page.goto(`/ar/game/${game.sysname}`);
  await expect(page.frameLocator(`iframe[src="/platform/game/${game.id}/play"]`).getByText('Real money')).toBeVisible();
  await fills({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('on a phone a guest gets the demo popup over the game, and the demo fills the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const game = await seededGame(request, true);
  await page.goto(`/game/${game.sysname}?mode=demo`);
  const dialog = page.getByRole('dialog', { name: 'Demo mode' });
  await dialog.getByRole('button', { name: 'Play the demo' }).click();
  await expect(dialog).toBeHidden();
  const demo = page.locator(`iframe[src="/platform/game/${game.id}/demo"]`);
  await expect(page.frameLocator(`iframe[src="/platform/game/${game.id}/demo"]`).getByRole('button', { name: 'Spin' })).toBeInViewport();
  expect((await demo.boundingBox())!.height / 740).toBeGreaterThanOrEqual(0.75);
});

test('on a wide screen the game keeps its place in the page, under the header', async ({ page, request }) => {
  const game = await seededGame(request, true);
  await page.goto(`/game/${game.sysname}?mode=demo`);
  await page.getByRole('dialog', { name: 'Demo mode' }).getByRole('button', { name: 'Play the demo' }).click();
  await expect(page.getByRole('banner')).toBeInViewport();
  const section = await page.locator('section[aria-labelledby="game-title"]').evaluate((el) => getComputedStyle(el).position);
  expect(section).toBe('static');
  await expect(page.getByRole('button', { name: `Favourite: ${game.name}` })).toBeHidden();
});

test('an unknown game says so, with a way back to the hall', async ({ page }) => {
  await page.goto('/game/no-such-game');
  await expect(page.getByRole('heading', { name: 'Game not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the games hall' }).click();
  await expect(page).toHaveURL(/\/gamehall$/);
});
