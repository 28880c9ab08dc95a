import { expectNoAxe } from './axe.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createPlayer, expect, fault, shellReady, signIn, test } from './support.ts';

const PAGE = '/profile/verification';

async function openPage(page: Page): Promise<void> {
  await page.goto(PAGE);
  await shellReady(page);
  await expect(page.getByRole('heading', { name: 'Identity verification', level: 1 })).toBeVisible();
}

/** A new player, signed in, on the verification page. */
async function openAsNewPlayer(page: Page, request: APIRequestContext): Promise<void> {
  const player = await createPlayer(request);
  await signIn(page, player.email, player.password);
  await openPage(page);
}

/** Opens the dialog with `method` failing once; answers the dialog. */
async function openDialogFailing(page: Page, method: string): Promise<Locator> {
  await fault(page.request, { method, status: 500, times: 1 });
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  return page.getByRole('dialog', { name: 'Identity verification' });
}

/** axe over the open dialog only (the page under it is the route sweep's). */
const expectDialogAxeClean = (page: Page, label: string): Promise<void> => expectNoAxe(page, '[role="dialog"]', `${label} `);

const frameStatus = (page: Page) => page.frameLocator('[data-sumsub-container] iframe').getByRole('status');

const onVerification = async (page: Page) => {
  const response = await page.request.get('/api/account.getInfo');
  const body = (await response.json()) as { data: { is_on_verification: boolean } };
  return body.data.is_on_verification;
};

test.describe('identity verification', () => {
  test('a new player starts, the provider frame opens in the dialog, submits, and the page shows the review', async ({ page, request }) => {
    await openAsNewPlayer(page, request);
    await expect(page.getByRole('link', { name: 'Verification' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Verify my identity' }).click();

    const dialog = page.getByRole('dialog', { name: 'Identity verification' });
    const frame = page.frameLocator('[data-sumsub-container] iframe');
    await expect(frame.getByRole('status')).toHaveText('Ready: upload your documents.');
    await expectNoAxe(page, '[role="dialog"]');

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
    await openAsNewPlayer(page, request);
    const dialog = await openDialogFailing(page, 'sumsub.getAccessToken');
    await expect(dialog.getByRole('alert')).toContainText('The verification could not be opened.');
    await expectNoAxe(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Verify my identity' })).toBeEnabled();

    await page.getByRole('button', { name: 'Verify my identity' }).click();
    await expect(page.frameLocator('[data-sumsub-container] iframe').getByRole('status')).toHaveText('Ready: upload your documents.');
    expect(await onVerification(page)).toBe(false);
  });

  test('a failing applicant call says so in the dialog, and its retry opens the frame', async ({ page, request }) => {
    await openAsNewPlayer(page, request);
    const dialog = await openDialogFailing(page, 'sumsub.createApplicant');
    await expect(dialog.getByRole('alert')).toContainText('The verification could not be opened.');
    await dialog.getByRole('button', { name: 'Try again' }).press('Enter');
    await expect(frameStatus(page)).toHaveText('Ready: upload your documents.');
    await expect(dialog.getByRole('alert')).toBeHidden();
  });

  test('a failing submit mark keeps the dialog open and says so; its retry marks the player and shows the review', async ({ page, request }) => {
    await openAsNewPlayer(page, request);
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Identity verification' });
    await expect(frameStatus(page)).toHaveText('Ready: upload your documents.');
    await fault(page.request, { method: 'account.setUserOnVerification', status: 500, times: 1 });
    await page.frameLocator('[data-sumsub-container] iframe').getByRole('button', { name: 'Submit documents' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Your documents were sent, but we could not record it.');
    expect(await onVerification(page)).toBe(false);
    await dialog.getByRole('button', { name: 'Try again' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-verification-step="verification"]')).toBeVisible();
    expect(await onVerification(page)).toBe(true);
  });

  test('a withdrawal that needs verification leads here with its action, which every token request carries', async ({ page, request }) => {
    const player = await createPlayer(request, { balance: 200 });
    await signIn(page, player.email, player.password);
    await page.goto('/cashier/withdraw');
    await page.getByRole('radio', { name: 'Bank transfer (IBAN)' }).focus();
    await page.keyboard.press('Space');
    await page.locator('input[name=amount]').fill('100');
    await page.locator('input[name=iban]').fill('DE89 3704 0044 0532 0130 00');
    await page.locator('input[name=account_holder]').fill('Jane Doe');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const refusal = page.locator('[data-money-error="KycWithdrawalException"]');
    await expect(refusal).toBeVisible();
    await refusal.getByRole('link', { name: 'Verify my identity' }).click();
    await expect(page).toHaveURL(/\/profile\/verification\?action=kyc-withdrawal-\d+-iban_transfer$/);
    const action = new URL(page.url()).searchParams.get('action')!;

    const tokenCalls = ['/api/sumsub.createApplicant', '/api/sumsub.getAccessToken'].map((path) => page.waitForRequest((r) => new URL(r.url()).pathname === path));
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    for (const call of await Promise.all(tokenCalls)) expect(call.postData()).toContain(action);
    await expect(frameStatus(page)).toHaveText('Ready: upload your documents.');
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`the dialog passes axe in the ${theme} theme, with the frame and with a failure`, async ({ page, request, baseURL }) => {
      await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
      await openAsNewPlayer(page, request);
      const dialog = await openDialogFailing(page, 'sumsub.getAccessToken');
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expectDialogAxeClean(page, `${theme}, failure:`);
      await dialog.getByRole('button', { name: 'Try again' }).press('Enter');
      await expect(frameStatus(page)).toHaveText('Ready: upload your documents.');
      await expectDialogAxeClean(page, `${theme}, frame:`);
    });
  }
});
