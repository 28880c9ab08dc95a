import { createPlayer, expect, fault, signIn, test, watchLayoutShifts } from './support.ts';

test('the home page shows the banners (first image prioritised), rows of games and their hall links', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Offers' });
  await expect(carousel.getByRole('heading', { name: 'Welcome bonus 100%' })).toBeVisible();
  const first = carousel.locator('img').first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('width', '1280');
  await expect(first).toHaveAttribute('src', /^\/_ipx\/f_webp&fit_cover&s_1280x400&q_95\/static\/banners\//);
  // the image proxy (real ipx in the sandbox) answered with a picture the browser decoded
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  // keyboard: next offer, and the carousel holds still while focused
  await carousel.getByRole('button', { name: 'Next offer' }).press('Enter');
  await expect(carousel.getByRole('heading', { name: 'Spring slot race' })).toBeVisible();
  await page.clock.runFor(6500); // longer than an offer stays
  await expect(carousel.getByRole('heading', { name: 'Spring slot race' })).toBeVisible();

  const row = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Slots', exact: true }) });
  await expect(row.getByRole('listitem')).toHaveCount(12);
  await row.getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/gamehall\/slots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
});

test('the carousel turns by itself, but not for visitors who prefer reduced motion', async ({ page, browser }) => {
  // the pages' clocks run the carousel's timer (an offer stays 6 s): no test waits in real time
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'no-preference' }); // the suite's pages ask for reduced motion
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Offers' });
  await expect(carousel.getByRole('heading', { name: 'Welcome bonus 100%' })).toBeVisible();
  await page.mouse.move(0, 0);
  // the prerendered carousel shows before the page is live and its timer set: the clock moves on until it turns
  const turned = carousel.getByRole('heading', { name: 'Spring slot race' });
  await expect.poll(async () => (await page.clock.runFor(1000), turned.isVisible()), { timeout: 30_000 }).toBe(true);

  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const still = await context.newPage();
  await still.clock.install();
  await still.goto(page.url());
  const other = still.getByRole('region', { name: 'Offers' });
  await expect(other.getByRole('button', { name: 'Play' })).toBeVisible(); // live: the prerendered one says Pause
  await still.clock.runFor(7000);
  await expect(other.getByRole('heading', { name: 'Welcome bonus 100%' })).toBeVisible();
  await context.close();
});

test('a player sees a favourites row; a guest does not and favourites are not asked for', async ({ page, request }) => {
  let likesAsked = false;
  page.on('request', (r) => r.url().includes('liked') && (likesAsked = true));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Slots', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your favourites' })).toHaveCount(0);
  expect(likesAsked).toBe(false);

  const player = await createPlayer(request);
  await signIn(page, player.email, player.password);
  await page.request.post('/api/games.addLike', { multipart: { sysname: 'lucky-fortune' } });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your favourites' })).toBeVisible();
});

test('a home page the browser renders itself does not move while its rows fill', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const shifts = await watchLayoutShifts(page, 'main');
  // the rows' games answer a second late, so every row stands in with skeletons first; a query in the address: the
  // app renders the page (a player's home, another theme's), not the prerender
  await fault(page.request, { method: 'games.get', delayMs: 1_000, times: -1 });
  await page.goto('/?from=test');
  const row = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Megaways', exact: true }) });
  await expect(row.locator('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shifts.read()).toBe(0);
});
