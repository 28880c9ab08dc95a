import type { Page } from '@playwright/test';
import { createPlayer, expect, fault, sandboxConfig, shellReady, signIn, test } from './support.ts';

const sportsbook = (page: Page) => page.frameLocator('iframe[title="Sportsbook"]');

test.describe('betting section', () => {
  test('a player sees the sportsbook; its inner navigation moves the address without reloading it; a bet re-reads the balance', async ({ page }) => {
    const player = await createPlayer(page.request, { balance: 50 });
    await signIn(page, player.email);
    await page.goto('/betting');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
    await expect(sportsbook(page).getByRole('heading', { name: 'Sandbox sportsbook' })).toBeVisible();
    await expect(sportsbook(page).getByText('Page: /')).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);

    await sportsbook(page).getByRole('button', { name: 'Open event' }).click();
    await expect(page).toHaveURL(/\/bets\/football\/event-1$/);
    // the same frame (its own counter goes on): the address followed it, it was not opened again
    await sportsbook(page).getByRole('button', { name: 'Open event' }).click();
    await expect(page).toHaveURL(/\/bets\/football\/event-2$/);
    await expect(sportsbook(page).getByText('Page: /football/event-2')).toBeVisible();

    // a failed balance read leaves the page as it is; the next bet reads it again
    await fault(page.request, { method: 'account.getBalance', status: 500, times: 1 });
    const failed = page.waitForResponse((r) => r.url().includes('/api/account.getBalance') && r.status() === 500);
    await sportsbook(page).getByRole('button', { name: 'Place bet' }).click();
    await failed;
    await expect(sportsbook(page).getByRole('heading', { name: 'Sandbox sportsbook' })).toBeVisible();
    const read = page.waitForResponse((r) => r.url().includes('/api/account.getBalance') && r.ok());
    await sportsbook(page).getByRole('button', { name: 'Place bet' }).click();
    await read;

  });

  test('a /bets deep link opens the sportsbook at that inner page', async ({ page }) => {
    await signIn(page);
    await page.goto('/bets/x/y');
    await expect(sportsbook(page).getByText('Page: /x/y')).toBeVisible();
    await expect(page).toHaveURL(/\/bets\/x\/y$/);
  });

  test('a guest: the frame asks to sign in once, and the notice shows when the flag is on', async ({ page }) => {
    await sandboxConfig(page.request, { bettingNotice: 1 });
    await page.goto('/betting');
    await shellReady(page);
    await expect(page.getByRole('note')).toContainText('Bet responsibly');
    await expect(sportsbook(page).getByRole('heading', { name: 'Sandbox sportsbook' })).toBeVisible();

    // the sportsbook's own resize is applied (messages from other origins and windows: e2e/foreign-messages.spec.ts)
    const frame = page.locator('iframe[title="Sportsbook"]');
    for (let i = 0; i < 2; i += 1) await sportsbook(page).getByRole('button', { name: 'Show more markets' }).click();
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(640);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await sportsbook(page).getByRole('button', { name: 'Sign in to bet' }).dblclick();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page).toHaveURL(/\/betting$/);
  });
});
