import { SCREEN_DATA, screenDataUrls } from '../src/app/router/screen-data.ts';
import { createPlayer, expect, signIn, test } from './support.ts';

/**
 * A signed-in screen's data is asked for as its route matches, beside its chunk (src/app/router/screen-data.ts): the
 * page's preload is the one request for each address (a second would mean the screen asks differently and the preload
 * went to waste), and it left before the screen's chunk had arrived.
 */
const SCREENS: ReadonlyArray<readonly [route: string, path: string, chunk: RegExp]> = [
  ['cashier-deposit', '/cashier/deposit', /\/assets\/DepositScreen-[\w-]+\.js$/],
  ['cashier-withdraw', '/cashier/withdraw', /\/assets\/WithdrawScreen-[\w-]+\.js$/],
  ['profile-bonuses', '/profile/bonuses', /\/assets\/BonusesScreen-[\w-]+\.js$/],
  ['profile-settings', '/profile/settings', /\/assets\/ProfileScreen-[\w-]+\.js$/],
  ['loyalty-shop', '/loyalty/shop', /\/assets\/ShopScreen-[\w-]+\.js$/],
];

interface Entry {
  readonly name: string;
  readonly initiatorType: string;
  readonly startTime: number;
  readonly responseEnd: number;
}

test('every screen with named data is measured here', () => {
  expect(SCREENS.map(([route]) => route).sort()).toEqual(Object.keys(SCREEN_DATA).sort());
});

for (const [route, path, chunk] of SCREENS) {
  test(`${path}: its data leaves with its chunk, once`, async ({ page, request, baseURL }) => {
    const player = await createPlayer(request, { currency: 'EUR' });
    await signIn(page, player.email, player.password);
    await page.goto(path);
    await expect(page.locator('main#main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: e.name, initiatorType: (e as PerformanceResourceTiming).initiatorType, startTime: e.startTime, responseEnd: (e as PerformanceResourceTiming).responseEnd })),
    ) as Entry[];
    // the version every call carries, as the page's own first preloads say it
    const version = new URL(await page.locator('link[rel=preload][href*="account.getInfo"]').first().evaluate((l) => (l as HTMLLinkElement).href)).searchParams.get('version')!;
    const screenChunk = entries.find((e) => chunk.test(new URL(e.name).pathname));
    expect(screenChunk, `${route}: the screen's chunk`).toBeDefined();
    for (const url of screenDataUrls(path, { locale: 'en', version })) {
      const asked = entries.filter((e) => e.name === new URL(url, baseURL).href);
      expect(asked.map((e) => e.initiatorType), `${url}: asked for once, by the preload`).toEqual(['link']);
      expect(asked[0]!.startTime, `${url} left before the screen's chunk had arrived`).toBeLessThan(screenChunk!.responseEnd);
    }
  });
}
