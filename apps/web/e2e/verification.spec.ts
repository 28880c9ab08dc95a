import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createPlayer, expect, fault, shellReady, signIn, test } from './support.ts';

const PAGE = '/profile/verification';

async function openPage(page: Page): Promise<void> {
  await page.goto(PAGE);
  await shellReady(page);
  await expect(page.getByRole('heading', { name: 'Identity verification', level: 1 })).toBeVisible();
}

const onVerification = async (page: Page) => {
  const response = await page.request.get('/api/account.getInfo');
  const body = (await response.json()) as { data: { is_on_verification: boolean } };
  return body.data.is_on_verification;
};

test.describe('identity verification', () => {
  test('a new player starts, the provider frame opens in the dialog, submits, and the page shows the review', async ({ page, request }) => {
    const player = await createPlayer(request);
    await signIn(page, player.email, player.password);
    await openPage(page);
    await expect(page.getByRole('link', { name: 'Verification' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Verify my identity' }).click();

    const dialog = page.getByRole('dialog', { name: 'Identity verification' });
    const frame = page.frameLocator('[data-sumsub-container] iframe');
    await expect(frame.getByRole('status')).toHaveText('Ready: upload your documents.');
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);

    // an expired token is renewed through the app
    const first = await frame.getByRole('status').getAttribute('data-token');
    await frame.getByRole('button', { name: 'Expire the access token' }).click();
    await expect(frame.getByRole('status')).toHaveText('Access token renewed.');
    expect(first).toBeTruthy();

    await frame.getByRole('button', { name: 'Submit documents' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-verification-step="verification"]')).toBeVisible();
    await expect(page.getByText("We're checking your documents.", { exact: false })).toBeVisible();
    expect(await onVerification(page)).toBe(true);
  });

  test('a failing token call says so, keeps the page usable, and a retry opens the frame', async ({ page, request }) => {
    const player = await createPlayer(request);
    await signIn(page, player.email, player.password);
    await openPage(page);
    await fault(page.request, { method: 'sumsub.getAccessToken', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Identity verification' });
    await expect(dialog.getByRole('alert')).toContainText('The verification could not be opened.');
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Verify my identity' })).toBeEnabled();

    await page.getByRole('button', { name: 'Verify my identity' }).click();
    await expect(page.frameLocator('[data-sumsub-container] iframe').getByRole('status')).toHaveText('Ready: upload your documents.');
    expect(await onVerification(page)).toBe(false);
  });
});
