import { submitCredentials } from './auth-support.ts';
import { expectNoAxe } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

const FOREIGN = 'http://foreign.test';

interface Received {
  readonly origin: string;
  readonly data: { type?: string; payload?: unknown };
}

/**
 * A parent page on the app's origin that frames the form and records every message it receives; beside it a
 * frame of another origin (served by the test) that can message the form and reports anything it gets back.
 */
async function openParent(page: Page, formPath: string): Promise<void> {
  await page.route('**/__e2e/parent', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Parent</title></head><body><main>
<iframe id="form" title="Form" src="${formPath}" width="520" height="760"></iframe>
<iframe id="foreign" title="Foreign" src="${FOREIGN}/frame" width="200" height="100"></iframe>
</main><script>
window.received = [];
addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
</script></body></html>`,
    }),
  );
  await page.route(`${FOREIGN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Foreign</title></head><body><script>
addEventListener('message', (event) => parent.postMessage({ type: 'foreign-got', payload: event.data }, '*'));
</script></body></html>`,
    }),
  );
  await page.goto('/__e2e/parent');
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received);
const ofType = async (page: Page, type: string) => (await received(page)).filter((m) => m.data?.type === type);

test.describe('embedded form pages', () => {
  test('sign in by keyboard inside the frame: the parent receives refresh_user and redirect from our origin', async ({ page, baseURL }) => {
    await openParent(page, '/forms/sign_in?backUrl=%2Fpromotions');
    const origin = new URL(baseURL!).origin;
    await expect.poll(() => ofType(page, 'checkIframe')).toEqual([{ origin, data: { type: 'checkIframe', payload: { url: '/forms/sign_in' } } }]);

    const form = page.frameLocator('#form');
    await expect(form.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await form.getByLabel('E-mail or phone').focus();
    await submitCredentials(page, 'demo@example.com');

    await expect.poll(async () => (await received(page)).filter((m) => m.data?.type !== 'checkIframe')).toEqual([
      { origin, data: { type: 'refresh_user' } },
      { origin, data: { type: 'redirect', payload: { url: '/promotions' } } },
    ]);
  });

  test('restore switches inside the page; the register link asks the parent to open registration', async ({ page, baseURL }) => {
    await openParent(page, '/forms/sign_in?backUrl=%2Fpromotions');
    const form = page.frameLocator('#form');
    await form.getByRole('link', { name: 'Forgot your password?' }).press('Enter');
    await expect(form.getByRole('heading', { level: 1, name: 'Password recovery' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'E-mail or phone' })).toBeFocused(); // the panel has taken the focus
    await form.getByRole('link', { name: 'Sign in', exact: true }).press('Enter');
    await expect(form.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'E-mail or phone' })).toBeFocused();
    await form.getByRole('link', { name: 'Register', exact: true }).press('Enter');
    await expect.poll(() => ofType(page, 'redirect')).toEqual([
      { origin: new URL(baseURL!).origin, data: { type: 'redirect', payload: { url: '/?show_popup_reg=1&backUrl=%2Fpromotions' } } },
    ]);
  });

  test('checkIframe: the form answers its same-origin parent and ignores a frame of another origin', async ({ page }) => {
    await openParent(page, '/forms/sign_up');
    await expect.poll(async () => (await ofType(page, 'checkIframe')).length).toBe(1);
    const foreign = page.frame({ url: `${FOREIGN}/frame` })!;
    await foreign.evaluate(() => {
      const form = parent.frames[0]!;
      form.postMessage({ type: 'checkIframe' }, '*');
      form.postMessage({ type: 'refresh_user' }, '*');
    });
    // the parent asks after the foreign frame did: had the form answered the foreign frame, its answer came first
    await page.evaluate(() => (document.getElementById('form') as HTMLIFrameElement).contentWindow!.postMessage({ type: 'checkIframe' }, location.origin));
    await expect.poll(async () => (await ofType(page, 'checkIframe')).length).toBe(2);
    expect(await ofType(page, 'checkIframe')).toEqual([
      expect.objectContaining({ data: { type: 'checkIframe', payload: { url: '/forms/sign_up' } } }),
      expect.objectContaining({ data: { type: 'checkIframe', payload: { url: '/forms/sign_up' } } }),
    ]);
    expect(await ofType(page, 'foreign-got')).toEqual([]);
  });

  for (const path of ['/forms/sign_in', '/forms/sign_up']) {
    test(`${path} has no accessibility violations, opens no popup and loads no chat`, async ({ page }) => {
      const chatCalls: string[] = [];
      page.on('request', (r) => /support\.getsettings|\/freshchat\//.test(r.url()) && chatCalls.push(r.url()));
      await page.goto(`${path}?show_popup_reg=1`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('form:visible')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoAxe(page);
      // elsewhere the first activity starts the chat (support-chat.spec.ts); a partner's frame gets none
      await page.mouse.move(20, 20);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#fc_frame')).toHaveCount(0);
      expect(chatCalls).toEqual([]);
    });
  }
});
