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

  test('a guest: messages from other windows are ignored, the frame asks to sign in once, and the notice shows when the flag is on', async ({ page }) => {
    await sandboxConfig(page.request, { bettingNotice: 1 });
    await page.goto('/betting');
    await shellReady(page);
    await expect(page.getByRole('note')).toContainText('Bet responsibly');
    await expect(sportsbook(page).getByRole('heading', { name: 'Sandbox sportsbook' })).toBeVisible();

    // another origin (an opaque data: frame) and another window of our own origin (the page itself) are not the
    // sportsbook: their requests to resize the frame and to sign in are dropped
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let seen = 0;
          window.addEventListener('message', (event) => {
            if ((event.data as { type?: unknown })?.type === 'signIn' && ++seen === 2) resolve();
          });
          const other = document.createElement('iframe');
          other.title = 'Other page';
          other.src = `data:text/html,<script>parent.postMessage({ type: 'height', payload: { height: 3000 } }, '*'); parent.postMessage({ type: 'signIn' }, '*');</script>`;
          document.body.append(other);
          window.postMessage({ type: 'height', payload: { height: 3000 } }, window.location.origin);
          window.postMessage({ type: 'signIn' }, window.location.origin);
        }),
    );
    // the sportsbook's own resize, after those, is applied; theirs never was
    const frame = page.locator('iframe[title="Sportsbook"]');
    for (let i = 0; i < 2; i += 1) await sportsbook(page).getByRole('button', { name: 'Show more markets' }).click();
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(640);
    expect((await frame.boundingBox())?.height ?? 0).toBeLessThan(3000);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await sportsbook(page).getByRole('button', { name: 'Sign in to bet' }).dblclick();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page).toHaveURL(/\/betting$/);
  });
});
