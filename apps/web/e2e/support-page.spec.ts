import { expectNoAxe } from './axe.ts';
import type { Page } from '@playwright/test';
import { createPlayer, expect, fault, shellReady, test } from './support.ts';

// the failure test injects a fault into Support.sendFeedback: the tests of this file never overlap
test.describe.configure({ mode: 'serial' });

const feedbackCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Support.sendFeedback')) calls.push(request.postData() ?? '');
  });
  return calls;
};

test.describe('support page', () => {
  test('shows the contacts and questions of the content configuration, answers sanitised and opened by keyboard', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@casino.example' })).toHaveAttribute('href', 'mailto:support@casino.example');
    await expect(page.getByRole('link', { name: '+44 20 0000 0000' })).toHaveAttribute('href', 'tel:+442000000000');
    await expect(page.getByRole('link', { name: '@casino_support' })).toHaveAttribute('rel', 'noopener noreferrer');
    const question = page.getByText('How fast are withdrawals?');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('24 hours')).toBeVisible();
  });

  test('a guest must give a message and a valid e-mail; nothing is sent until then', async ({ page }) => {
    const calls = feedbackCalls(page);
    await page.goto('/support');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  // sent once whatever the player does (double click, held Enter, retry): e2e/exactly-once.spec.ts
  test('a signed-in player sends a message and can write another', async ({ page, request }) => {
    const player = await createPlayer(request);
    const answer = await page.request.post('/api/auth.login', { multipart: { login: player.email, password: player.password } });
    expect(answer.ok()).toBe(true);
    const calls = feedbackCalls(page);
    await page.goto('/support');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Deposit');
    await page.getByRole('textbox', { name: 'Message' }).fill('My deposit has not arrived.');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    await expect(page.getByText('Your message has been sent')).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('My deposit has not arrived.');
    await page.getByRole('button', { name: 'Write another message' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('a failing call keeps everything typed and says so; the retry goes through', async ({ page, request }) => {
    await fault(request, { method: 'Support.sendFeedback', status: 500 });
    await page.goto('/support');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ann');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ann@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('Where is my bonus?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not send your message');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Where is my bonus?');
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ann');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Your message has been sent')).toBeVisible();
  });

  test('the content configuration failing still leaves a working form', async ({ page }) => {
    // failed for this page only (every other page of a parallel run needs the configuration)
    await page.route('**/content/config/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/support');
    await shellReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByText('Contacts and answers could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  });

  test('the blocked-account page button leads here', async ({ page }) => {
    // answered in this page only: a sandbox fault on getInfo would reach the other suites' pages running meanwhile
    await page.route('**/api/account.getInfo*', (route) =>
      route.fulfill({ status: 403, json: { error: { type: 'UserBannedException', message: 'banned', code: 403, invalid_parameters: {}, error_data: { type: 'banned_user' } } } }),
    );
    await page.goto('/');
    await page.getByRole('link', { name: 'Contact support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`passes axe in the ${theme} theme, in Arabic too`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
      for (const path of ['/support', '/ar/support']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.getByRole('button').last().click(); // show the validation errors too
        await expectNoAxe(page);
      }
    });
  }
});
