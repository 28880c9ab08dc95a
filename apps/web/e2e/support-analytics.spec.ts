import type { Page, Request } from '@playwright/test';
import { expect, test } from './support.ts';

type Call = { vendor: string; method: string; args: unknown[] };
const vendorCalls = (page: Page) => page.evaluate(() => ((window as unknown as { __vendorCalls?: Call[] }).__vendorCalls ?? []).slice());

function requestsTo(page: Page, part: string): { url: URL; afterLoad: boolean; at: number }[] {
  const seen: { url: URL; afterLoad: boolean; at: number }[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request: Request) => {
    if (request.url().includes(part)) seen.push({ url: new URL(request.url()), afterLoad: loaded, at: Date.now() });
  });
  return seen;
}

test.describe('analytics, fraud agent and custom code', () => {
  test('the landing /hit beacon carries the referrer and the original query, the td_ track id rewritten', async ({ page }) => {
    const hits = requestsTo(page, '/hit?');
    await page.goto('/?track_id=td_42&goal_id=7&utm_source=mail', { referer: 'https://partner.example/page' });
    await expect.poll(() => hits.length).toBeGreaterThan(0);
    const query = hits[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ referer: 'https://partner.example/page', track_id: '42', goal_id: '7', utm_source: 'mail' });
    expect(query.has('seon_session')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('tracking_params'))).toContain('"goal_id":"7"');
  });

  test('no analytics vendor before the page has loaded; the script arrives after the first activity and learns who signs in', async ({ page }) => {
    const scripts = requestsTo(page, '/static/vendors/bloomreach/');
    await page.goto('/');
    // vendors load after the first activity, on a chunk of their own. The prerendered page shows before the app
    // listens for activity, so the pointer keeps moving until the app has seen it.
    let x = 30;
    await expect.poll(async () => (await page.mouse.move((x += 1), 30), (await vendorCalls(page)).some((c) => c.method === 'initialize')), { timeout: 20_000 }).toBe(true);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.afterLoad).toBe(true);
    const init = (await vendorCalls(page)).find((c) => c.vendor === 'bloomreach' && c.method === 'initialize');
    expect(init?.args[0]).toMatchObject({ token: 'sandbox-token', customer: { site_group: 'sandbox' } });
  });

  test('Core Web Vitals reach the monitoring address, which the sandbox records', async ({ page, request }) => {
    const path = `/promotions/rum-${Date.now()}`;
    await page.goto(path);
    await page.mouse.move(40, 40);
    await expect.poll(async () => (await vendorCalls(page)).some((c) => c.method === 'initialize'), { timeout: 20_000 }).toBe(true); // vendors load after the first activity, on a chunk of their own
    await page.mouse.click(5, 300); // an input finalises LCP
    await expect
      .poll(async () => ((await (await request.get(`/static/vendors/rum?page=${encodeURIComponent(path)}`)).json()) as { name?: string }[]).map((r) => r.name))
      .toContain('LCP');
  });

  test('the fraud check hit goes about three seconds after start with the agent session only', async ({ page }) => {
    const started = Date.now();
    const hits = requestsTo(page, '/hit?seon_session=');
    await page.goto('/');
    await expect.poll(() => hits.length, { timeout: 10_000 }).toBe(1);
    expect(hits[0]!.at - started).toBeGreaterThanOrEqual(3000);
    const session = JSON.parse(Buffer.from(hits[0]!.url.searchParams.get('seon_session')!, 'base64').toString('utf8')) as { session_id: string };
    expect(session.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect([...hits[0]!.url.searchParams.keys()]).toEqual(['seon_session']);
  });

  test('custom code runs once in the head, at the start and at the end of the body; a disabled entry never appears', async ({ page }) => {
    await page.goto('/support');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __customCode?: string[] }).__customCode ?? [])).toEqual(['head', 'bodyStart', 'bodyEnd']);
    await expect(page.locator('head meta[name="custom-code"]')).toHaveCount(1);
    await expect(page.locator('meta[name="custom-code-disabled"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.body.firstElementChild?.getAttribute('data-custom-code'))).toBe('bodyStart');
    // body end: after the app's root (vendor widgets may be appended later still)
    expect(
      await page.evaluate(() => {
        const end = document.querySelector('body > script[data-custom-code="bodyEnd"]');
        const root = document.getElementById('root');
        return Boolean(end && root && root.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    // a client-side navigation is the same page load: nothing runs twice
    await page.getByRole('banner').getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    expect(await page.evaluate(() => (window as unknown as { __customCode?: string[] }).__customCode)).toEqual(['head', 'bodyStart', 'bodyEnd']);
  });

  test('failing vendors and settings leave the page working', async ({ page }) => {
    await page.route('**/static/vendors/**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.route('**/content/seo*', (route) => route.fulfill({ status: 500, body: 'down' }));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/support');
    await page.mouse.move(30, 30);
    await page.waitForTimeout(3500);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
