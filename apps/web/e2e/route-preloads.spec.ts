import { expect, signIn, test } from './support.ts';
import { productionServerForSuite } from './production-server.ts';

/** The files a served page hints (server/route-preloads.ts), as paths. */
const hintedFiles = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|preload)"(?: as="style")? crossorigin href="(\/assets\/[^"]+)">/g)].map((m) => m[1]!);

/**
 * A page the app renders, as the production server serves it: `index.html` with the route's chunks hinted, so that
 * they come beside the entry instead of one level of imports after another. `vite preview` (the other suites) serves
 * the bare `index.html`.
 */
test.describe('route preloads', () => {
  test.describe.configure({ mode: 'serial' });
  const server = productionServerForSuite();

  test("a player's deposit page asks for its screen, its offers and its limit prompt with the entry, each once", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/')) asked.push(pathname);
    });
    await signIn(page); // the session cookie is the host's, whatever the port
    // with a query the app renders the page: the bare address is rendered for the player (e2e/player-rendered.spec.ts)
    const answer = await page.goto(`${server.url}/cashier/deposit?from=e2e`);
    const hinted = hintedFiles((await answer?.text()) ?? '');
    for (const part of [/\/DepositScreen-/, /\/deposit-offers\.chunk-/, /\/LimitPrompt-/, /\/startup-.*\.js$/]) expect(hinted, String(part)).toContainEqual(expect.stringMatching(part));
    // the deposit page opens no campaign popup: nothing of it is hinted
    expect(hinted).not.toContainEqual(expect.stringMatching(/campaign-popup/));
    await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
    // a hint the app then asks for again (another credentials mode, another address) would show as a second request
    for (const file of hinted) expect(asked.filter((path) => path === file), file).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("the profile's settings hint their panel, under a locale too; a prerendered page hints nothing", async ({ request }) => {
    for (const path of ['/profile/settings', '/ru/profile/settings']) {
      const hinted = hintedFiles(await (await request.get(`${server.url}${path}`)).text());
      expect(hinted, path).toContainEqual(expect.stringMatching(/\/ProfileScreen-/));
      expect(hinted, path).toContainEqual(expect.stringMatching(/\/SettingsPanel-/));
      expect(hinted, path).not.toContainEqual(expect.stringMatching(/\/SecurityPanel-/));
    }
    expect(hintedFiles(await (await request.get(`${server.url}/gamehall`)).text())).toEqual([]);
  });
});
