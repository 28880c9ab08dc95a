import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, shellReady, test } from './support.ts';

/** The sandbox's default bot token (apps/sandbox README, `TELEGRAM_BOT_TOKEN`). */
const BOT_TOKEN = 'sandbox-bot-token';

/** Signs the flat fields as the sandbox checks them, written out here so the test does not trust the app's code. */
function initData(id: number): string {
  const user = { id, username: `tgapp_${id}`, first_name: 'Tele', language_code: 'en' };
  const authDate = String(Math.floor(Date.now() / 1000));
  const flat: Record<string, string> = { id: String(id), username: user.username, first_name: user.first_name, language_code: 'en', auth_date: authDate };
  const dataCheckString = Object.keys(flat).sort().map((key) => `${key}=${flat[key]}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(dataCheckString).digest('hex');
  return new URLSearchParams({ query_id: 'AAE-app', user: JSON.stringify(user), auth_date: authDate, hash }).toString();
}

type Call = { vendor: string; method: string; args: unknown[] };
const telegramCalls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __vendorCalls?: Call[] }).__vendorCalls ?? []).filter((c) => c.vendor === 'telegram').map((c) => c.method));

test.describe('messaging-app mode with the web-app script', () => {
  test('opened inside the app, the page loads the app script, which makes the signed launch data readable, and a guest is registered', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.url().includes('telegram-web-app.js') && scripts.push(r.url()));
    const id = 710_000_000 + Math.floor(Math.random() * 1_000_000);
    await page.goto(`/#tgWebAppData=${encodeURIComponent(initData(id))}&tgWebAppVersion=8.0&tgWebAppPlatform=ios`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(scripts).toHaveLength(1);
    expect(await telegramCalls(page)).toEqual(expect.arrayContaining(['ready', 'expand', 'requestFullscreen', 'onEvent']));
    const info = (await (await page.request.get('/api/account.getInfo?locale=en')).json()) as { data: { login: string } };
    expect(info.data.login).toBe(`tg_${id}`);
  });

  test('the visible height follows the app viewport (the keyboard opening)', async ({ page }) => {
    await page.goto(`/#tgWebAppData=${encodeURIComponent(initData(720_000_000 + Math.floor(Math.random() * 1_000_000)))}&tgWebAppVersion=8.0`);
    await expect.poll(() => telegramCalls(page)).toContain('ready');
    await page.evaluate(() => (window as unknown as { Telegram: { WebApp: { __setViewport(h: number): void } } }).Telegram.WebApp.__setViewport(420));
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--app-viewport-height'))).toBe('420px');
  });

  test('outside the app no messaging-app script is loaded', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.url().includes('telegram-web-app.js') && scripts.push(r.url()));
    await page.goto('/');
    await shellReady(page);
    await page.mouse.move(10, 10);
    await page.waitForTimeout(1500);
    expect(scripts).toEqual([]);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a failing app script leaves the visitor a guest with a working page', async ({ page }) => {
    await page.route('**/telegram-web-app.js', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(`/#tgWebAppData=${encodeURIComponent(initData(730_000_001))}`);
    await shellReady(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
