import type { Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { requestKey } from '../src/prerender/payload.ts';
import { createPlayer, expect, fault, scopeFaults, test, type PlayerSpec } from './support.ts';
import { productionServerForSuite } from './production-server.ts';

/** Presses a radio's label, as a player taps it (the input itself sits under its drawn circle). */
const choose = (page: Page, name: string | RegExp) => page.locator('label', { has: page.getByRole('radio', { name }) }).click();

/**
 * The other player pages rendered for the player, each with a press that only a hydrated page answers. The shop,
 * below, also buys after hydrating and loses a render to a fault.
 */
const PAGES: ReadonlyArray<{ readonly path: string; readonly served: string; readonly live: (page: Page) => Promise<void> }> = [
  {
    path: '/cashier/deposit',
    served: 'form[aria-label^="Deposit with"] input[name=amount]',
    live: async (page) => {
      await choose(page, /Mobile wallet/);
      await expect(page.locator('input[name=phone]')).toBeVisible();
    },
  },
  {
    path: '/cashier/withdraw',
    served: 'input[name=amount]',
    live: async (page) => {
      await choose(page, 'Bank transfer (IBAN)');
      await expect(page.getByRole('radio', { name: 'Bank transfer (IBAN)' })).toBeChecked();
    },
  },
  {
    path: '/profile/bonuses',
    served: '[data-section="casino"]',
    live: async (page) => {
      await choose(page, 'History');
      await expect(page.getByRole('radio', { name: 'History' })).toBeChecked();
    },
  },
  {
    path: '/profile/settings',
    // the phone card arrives as one, with its country picker (it once arrived as a second e-mail card until hydrated)
    served: 'section[data-contact="phone"] input[name=phone]',
    live: async (page) => {
      const form = page.getByRole('form', { name: 'Personal data' });
      await form.getByLabel('First name').fill('Ana');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Your personal data is saved.')).toBeVisible();
    },
  },
];

/**
 * A signed-in player's page as the production server renders it for them (server/rendered-pages.ts, the player
 * pages): the HTML carries what the screen shows and its answers, the browser hydrates it without asking again, and
 * what the player does next reaches the backend. The shop's own behaviour is e2e/loyalty.spec.ts, on `vite preview`.
 */
test.describe("a player's page rendered for them", () => {
  test.describe.configure({ mode: 'serial' });
  const server = productionServerForSuite();

  /** A fresh player, signed in on the production server's origin, and their session cookie. */
  async function signedIn(page: Page, spec: PlayerSpec = { loyaltyPoints: 700 }): Promise<string> {
    const player = await createPlayer(page.request, spec);
    const answer = await page.request.post(`${server.url}/api/auth.login`, { multipart: { login: player.email, password: player.password } });
    expect(answer.ok()).toBe(true);
    await scopeFaults(page.context(), server.url);
    const cookies = await page.context().cookies(server.url);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  test('arrives with their points and the products, kept by no cache; a guest at the same address gets the app', async ({ page, request }) => {
    const cookie = await signedIn(page);
    // the renderer warms up as the server starts: until then a player gets the app's page, and the next one the render
    await expect.poll(async () => (await (await request.get(`${server.url}/loyalty/shop`, { headers: { cookie } })).text()).includes('data-prerendered'), { timeout: 30_000 }).toBe(true);
    const answer = await request.get(`${server.url}/loyalty/shop`, { headers: { cookie } });
    expect([answer.headers()['cache-control'], answer.headers()['vary']]).toEqual(['private, no-store', 'Accept-Encoding, Cookie']);
    const { document } = new JSDOM(await answer.text()).window;
    expect(document.querySelector('main [data-loyalty-points]')?.getAttribute('data-loyalty-points')).toBe('700');
    expect(document.querySelectorAll('main [data-product]').length).toBeGreaterThan(1);
    const payload = JSON.parse(document.getElementById('page-payload')?.textContent ?? '{}') as { viewer?: string; answers?: { key: string }[] };
    expect(payload.viewer).toBe('player');
    expect(payload.answers?.map((a) => a.key)).toEqual(expect.arrayContaining([expect.stringMatching(/^GET \/api\/loyalty\.getinfo/), expect.stringMatching(/^GET \/api\/account\.getInfo/)]));
    // no chunk is hinted: a page painted from its HTML is slowed by thirty requests racing its first paint
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    // nothing runs from the page but the app's own script: the payload is data
    expect(document.querySelectorAll('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])')).toHaveLength(0);
    const guest = await request.get(`${server.url}/loyalty/shop`, { headers: { cookie: 'theme=dark' } });
    expect(await guest.text()).not.toContain('data-prerendered');
    expect(guest.headers()['vary']).toBe('Accept-Encoding, Cookie');
  });

  test('hydrates without asking again or an error; a purchase then reaches the backend and the points follow it', async ({ page }) => {
    await signedIn(page);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const reads: string[] = [];
    page.on('request', (r) => /\/api\/(loyalty\.getproducts|loyalty\.getinfo|account\.getInfo)\b/.test(r.url()) && reads.push(new URL(r.url()).pathname));
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => ((window as unknown as { kept: Element | null }).kept = document.querySelector('[data-loyalty-points]'))));
    await expect.poll(async () => {
      await page.goto(`${server.url}/loyalty/shop`);
      return page.evaluate(() => !!document.getElementById('page-payload'));
    }, { timeout: 30_000 }).toBe(true);
    reads.length = 0;
    await page.goto(`${server.url}/loyalty/shop`);
    await expect(page.locator('[data-loyalty-points="700"]')).toBeVisible();
    // a button that answers is a hydrated one; a press made before the app has started is nobody's to hear, and the
    // player presses again
    const confirm = page.locator('[data-popup="LoyaltyShopPopupConfirm"]');
    await expect(async () => {
      if (!(await confirm.isVisible())) await page.getByRole('button', { name: 'Buy €5 bonus' }).click({ timeout: 1_000 });
      await expect(confirm).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { kept: Element | null }).kept?.isConnected), 'the served points line is still the page’s').toBe(true);
    expect(reads, 'the page asked again for what it arrived with').toEqual([]);
    await confirm.getByRole('button', { name: 'Buy', exact: true }).click();
    const result = page.locator('[data-popup="LoyaltyShopPopupBuy"]');
    await expect(result).toContainText('€5 bonus is yours!');
    await result.getByRole('button', { name: 'OK' }).click();
    // the points after the purchase are the backend's, not the page's answer from before it
    await expect(page.locator('[data-loyalty-points="400"]')).toBeVisible();
    expect(reads).toContain('/api/loyalty.getinfo');
    expect(errors).toEqual([]);
  });

  test('a render the backend failed is not served: the player gets the app, which loads the shop itself', async ({ page }) => {
    await signedIn(page, { loyaltyPoints: 300 });
    await expect.poll(async () => {
      await page.goto(`${server.url}/loyalty/shop`);
      return page.evaluate(() => !!document.getElementById('page-payload'));
    }, { timeout: 30_000 }).toBe(true);
    await fault(page.request, { method: 'loyalty.getproducts', status: 500, times: 1 });
    await page.goto(`${server.url}/loyalty/shop`);
    expect(await page.evaluate(() => !!document.getElementById('page-payload'))).toBe(false);
    await expect(page.locator('[data-loyalty-points="300"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy €5 bonus' })).toBeVisible();
  });

  for (const { path, served, live } of PAGES) {
    test(`${path} arrives drawn, hydrates without asking again for what it arrived with or an error, and answers`, async ({ page }) => {
      await signedIn(page, { currency: 'EUR', balance: 500, country: 'GB' });
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      const asked: string[] = [];
      page.on('request', (r) => r.resourceType() !== 'document' && asked.push(requestKey(r.method(), r.url(), r.postData() ?? '')));
      await page.addInitScript((selector) =>
        document.addEventListener('DOMContentLoaded', () => Object.assign(window, { kept: document.querySelector(selector), liveServedForms: document.querySelectorAll('main form:not([inert])').length })), served);
      await expect.poll(async () => {
        await page.goto(`${server.url}${path}`);
        return page.evaluate(() => !!document.getElementById('page-payload'));
      }, { timeout: 30_000 }).toBe(true);
      asked.length = 0;
      await page.goto(`${server.url}${path}`);
      const carried = await page.evaluate(() => (JSON.parse(document.getElementById('page-payload')!.textContent!) as { answers: { key: string }[] }).answers.map((a) => a.key));
      // the served forms turn live as they hydrate: a press before the app has started is nobody's to hear
      await expect(page.locator('main form[inert]')).toHaveCount(0);
      await live(page);
      expect(await page.evaluate(() => (window as unknown as { kept: Element | null }).kept?.isConnected), 'the served form is still the page’s').toBe(true);
      // a served form takes no input until it has hydrated: typed text would be put back, Enter would leave the page
      expect(await page.evaluate(() => (window as unknown as { liveServedForms: number }).liveServedForms)).toBe(0);
      expect(asked.filter((key) => carried.includes(key)), 'asked again for what the page arrived with').toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
