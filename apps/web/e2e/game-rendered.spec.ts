import { JSDOM } from 'jsdom';
import { seededGame } from './games-support.ts';
import { expect, signIn, test } from './support.ts';
import { productionServerForSuite } from './production-server.ts';

/**
 * A game's page as the production server renders it on request (server/rendered-pages.ts): what a crawler or a shared
 * link's preview reads without JavaScript, and what a guest's browser hydrates. The rest of the game page's suite runs
 * on `vite preview`, where the app renders the page itself (e2e/games-page.spec.ts).
 */
test.describe('game pages rendered on request', () => {
  test.describe.configure({ mode: 'serial' });
  const server = productionServerForSuite();

  test('the page reads whole without JavaScript: its title, heading, art, links and payload, and no frame yet', async ({ request }) => {
    const game = await seededGame(request, true);
    for (const path of [`/game/${game.sysname}`, `/ru/game/${game.sysname}`]) {
      // a visitor who comes while the page is still rendering (the renderer starting, a busy machine) gets the app's
      // own index.html and the render goes on: the next request gets the page
      await expect.poll(async () => (await (await request.get(`${server.url}${path}`)).text()).includes('data-prerendered'), { timeout: 30_000 }).toBe(true);
      const answer = await request.get(`${server.url}${path}`);
      expect(answer.status(), path).toBe(200);
      const { document } = new JSDOM(await answer.text()).window;
      expect(document.querySelector('#root')?.hasAttribute('data-prerendered'), path).toBe(true);
      expect(document.title, path).toContain(game.name);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toBe(`${server.url}${path}`);
      expect(document.querySelector('main h1')?.textContent, path).toBe(game.name);
      // the art is the page's largest paint: asked for first, sized
      const art = document.querySelector('main img');
      expect([art?.getAttribute('fetchpriority'), art?.hasAttribute('width'), art?.hasAttribute('height')], path).toEqual(['high', true, true]);
      // the frame comes with the hydrated page, which can hear the game say it is ready
      expect(document.querySelector('iframe'), path).toBeNull();
      expect(document.querySelectorAll('script:not([src]):not([type="application/ld+json"])'), path).toHaveLength(0);
      expect((await request.get(`${server.url}${path}/_payload.json`)).ok(), path).toBe(true);
    }
    // an unknown game and a page with a mode in its address are the app's to render
    for (const path of ['/game/no-such-game', `/game/${game.sysname}?mode=demo`]) expect(await (await request.get(`${server.url}${path}`)).text(), path).not.toContain('data-prerendered');
    // an unknown game is a 404, like an unknown route (the app still shows its "Game not found" page to people)
    const unknown = await request.get(`${server.url}/game/no-such-game`);
    expect([unknown.status(), await unknown.text()]).toEqual([404, expect.stringContaining('<div id="root"')]);
    expect((await request.get(`${server.url}/ar/game/no-such-game`)).status()).toBe(404);
  });

  test('a guest’s browser hydrates it without a second call or an error, then the game starts in its frame', async ({ page, request }) => {
    const game = await seededGame(request, true);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const lookups: string[] = [];
    page.on('request', (r) => r.url().includes('/api/games.get?') && lookups.push(r.url()));
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => ((window as unknown as { kept: Element | null }).kept = document.querySelector('main h1'))));
    await page.goto(`${server.url}/game/${game.sysname}`);
    const popup = page.getByRole('dialog', { name: 'Demo mode' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Play the demo' }).click();
    const frame = page.frameLocator(`iframe[src="/platform/game/${game.id}/demo"]`);
    await expect(frame.getByText('Demo mode: fun credits')).toBeVisible();
    // the game said it is ready: the spinner over the art has gone
    await expect(page.getByRole('progressbar', { name: 'Starting the game' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { kept: Element | null }).kept?.isConnected), 'the served heading is still the page’s').toBe(true);
    expect(lookups, 'the game was read again').toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a player gets the page rendered for them, playing for real', async ({ page, request }) => {
    await signIn(page);
    const game = await seededGame(request, true);
    await page.goto(`${server.url}/game/${game.sysname}`);
    await expect(page.frameLocator(`iframe[src="/platform/game/${game.id}/play"]`).getByText('Real money')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
