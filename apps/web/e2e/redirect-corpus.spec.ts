import { readFileSync } from 'node:fs';
import { expect, test } from './support.ts';

/**
 * The whole redirect corpus (e2e/corpus/redirects.json) as content redirect rules, followed in the browser: not one
 * navigation or request leaves our origin. Query parameters (redirectUrl, backUrl) go through the same checks; the
 * unit test over the same corpus (src/app/router/redirect-corpus.test.ts) runs every entry point, and
 * open-redirect.spec.ts proves each parameter's browser path with a few of them.
 */
const corpus = JSON.parse(readFileSync(new URL('./corpus/redirects.json', import.meta.url), 'utf8')) as { id: string; url: string }[];

test('no content redirect rule of the corpus takes the player off our origin', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const host = new URL(baseURL!).host;
  const fill = (url: string) =>
    url.replaceAll('{ORIGIN_UPPER}', origin.toUpperCase()).replaceAll('{ORIGIN}', origin).replaceAll('{HOSTNAME}', new URL(origin).hostname).replaceAll('{HOST}', host);
  const rules = corpus.map((vector) => ({ from_url: `/corpus-${vector.id}`, to_url: fill(vector.url), external: false }));
  // a control: the rules are really in force (a safe one redirects), so a quiet run is not a run without rules
  rules.push({ from_url: '/corpus-control', to_url: `${origin}/promotions`, external: false });
  await page.route('**/content/config/**', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { redirects?: unknown[] };
    await route.fulfill({ response, json: { ...config, redirects: [...rules, ...(config.redirects ?? [])] } });
  });
  const offOrigin: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) offOrigin.push(`request ${url}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin !== origin) offOrigin.push(`navigation ${frame.url()}`);
  });
  page.on('dialog', (dialog) => {
    offOrigin.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });

  await page.goto('/');
  await expect(page.locator('main#main')).toBeVisible();
  for (const vector of corpus) {
    // a client-side visit, as a player following a link would make; the rule runs in the router's guard
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/corpus-${vector.id}`);
    // wherever the rule lands (a refused rule leaves the page it named: ours, perhaps a 404), a page of ours is shown
    await expect(page.locator('h1').first(), vector.id).toBeVisible();
    expect(new URL(page.url()).origin, vector.id).toBe(origin);
  }
  await page.evaluate(() => {
    history.pushState(null, '', '/corpus-control');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(`${origin}/promotions`);
  // a slip would show as a late navigation: the page must still be ours once everything has settled
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).origin).toBe(origin);
  expect(offOrigin).toEqual([]);
  console.log(`redirect corpus: ${corpus.length} variants as content redirect rules, ${offOrigin.length} off-origin`);
});
