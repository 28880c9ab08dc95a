import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, shellReady, test } from './support.ts';

/** The sandbox's default bot token (apps/sandbox README, `TELEGRAM_BOT_TOKEN`); the e2e servers do not change it. */
const BOT_TOKEN = 'sandbox-bot-token';

/**
 * Signs the contract's flat fields the way the sandbox checks them (openapi/schemas/auth.yaml
 * TelegramRegistrationRequest): HMAC-SHA256 of the sorted `key=value` lines with HMAC-SHA256("WebAppData", token).
 * Written again here on purpose, so the test does not trust the code under test.
 */
function sign(fields: Record<string, string>): string {
  const dataCheckString = Object.keys(fields).sort().map((key) => `${key}=${fields[key]}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
  return createHmac('sha256', secret).update(dataCheckString).digest('hex');
}

/** Telegram-style init data (`user` as JSON) whose hash signs the flat fields the app will send. */
function initData(id: number, tamper = false): string {
  const user = { id, username: `e2e_${id}`, first_name: 'Tele', last_name: 'Gram', language_code: 'en', is_premium: false };
  const authDate = String(Math.floor(Date.now() / 1000));
  const flat = { id: String(id), username: user.username, first_name: user.first_name, last_name: user.last_name, language_code: 'en', auth_date: authDate };
  let hash = sign(flat);
  if (tamper) hash = `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`;
  return new URLSearchParams({ query_id: 'AAE-e2e', user: JSON.stringify(user), auth_date: authDate, hash }).toString();
}

async function openInsideTelegram(page: Page, data: string): Promise<void> {
  await page.addInitScript((value) => {
    (window as unknown as { Telegram: unknown }).Telegram = { WebApp: { initData: value } };
  }, data);
  await page.goto('/');
  await shellReady(page);
}

async function sessionUid(page: Page): Promise<{ uid: number; login: string }> {
  const answer = await page.request.get('/api/account.getInfo?locale=en');
  const { data } = (await answer.json()) as { data: { uid: number; login: string } };
  return data;
}

test.describe('messaging-app mini-app', () => {
  test('a guest opened inside Telegram with signed init data is registered and signed in', async ({ page }) => {
    const id = 700_000_000 + Math.floor(Math.random() * 1_000_000);
    await openInsideTelegram(page, initData(id));
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await sessionUid(page)).toMatchObject({ login: `tg_${id}` });
    expect((await sessionUid(page)).uid).toBeGreaterThan(0);
  });

  test('a tampered hash shows the registration error and the visitor stays a guest', async ({ page }) => {
    await openInsideTelegram(page, initData(800_000_001, true));
    await expect(page.getByText('Registration through the messaging app failed')).toBeVisible();
    // our own words: the server's English reason is not what a player in any language should read
    await expect(page.getByText('Please try again later.')).toBeVisible();
    await expect(page.getByText('Messaging-app data is not signed')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await sessionUid(page)).uid).toBe(0);
  });

  test('without a hash nothing is sent', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth.register')) calls.push(request.url());
    });
    await openInsideTelegram(page, new URLSearchParams({ user: JSON.stringify({ id: 5 }), auth_date: '1' }).toString());
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(calls).toEqual([]);
  });
});
