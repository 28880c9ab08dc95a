import type { Page } from '@playwright/test';
import { authDialog, submitCredentials } from './auth-support.ts';
import { expect, test } from './support.ts';

/**
 * Addresses that look like ours as typed but that a browser resolves to another host: one of each kind (dot segments,
 * a backslash, our own origin spelt in capitals). The domain's tests (`open-redirect.test.ts`) run the whole list
 * through the rule; these prove that every way in applies it. One test each, so they spread over the workers.
 */
const ATTACKS = ['/..//evil.example', '/.\\\\evil.example', '{ORIGIN}/..//evil.example'];
const attack = (template: string, origin: string) => template.replace('{ORIGIN}', origin.toUpperCase());

/** Records every request to a foreign host (answered by the test, so a slip shows as a request, not a hang). */
async function watchForeignHosts(page: Page, origin: string): Promise<string[]> {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) foreign.push(request.url());
  });
  await page.route('http://evil.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>evil</title>' }));
  return foreign;
}

/** A same-origin parent that frames the form and follows its `redirect` messages, as integrators are told to. */
async function openFollowingParent(page: Page, formPath: string): Promise<void> {
  await page.route('**/__e2e/following-parent', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Parent</title></head><body><main>
<iframe id="form" title="Form" src="${formPath}" width="520" height="760"></iframe></main><script>
sessionStorage.setItem('sent', '[]');
addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.data?.type !== 'redirect') return;
  sessionStorage.setItem('sent', JSON.stringify([...JSON.parse(sessionStorage.getItem('sent')), event.data.payload.url]));
  location.href = event.data.payload.url;
});
</script></body></html>`,
    }),
  );
  await page.goto('/__e2e/following-parent');
}

test.describe('redirects never leave our origin', () => {
  for (const template of ATTACKS) {
    test(`the embedded sign-in form sends its parent only addresses on our origin: ${template}`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const foreign = await watchForeignHosts(page, origin);
      const backUrl = attack(template, origin);
      await openFollowingParent(page, `/forms/sign_in?backUrl=${encodeURIComponent(backUrl)}`);
      const form = page.frameLocator('#form');
      await form.getByLabel('E-mail or phone').focus();
      await submitCredentials(page, 'demo@example.com');
      await expect(page).toHaveURL(`${origin}/`);
      const sent = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('sent') ?? '[]'))) as string[];
      expect(sent, backUrl).toEqual(['/']);
      for (const url of sent) expect(new URL(url, origin).origin).toBe(origin);
      expect(foreign).toEqual([]);
    });

    for (const key of ['redirectUrl', 'backUrl']) {
      test(`signing in through the popup follows ${key} only on our origin: ${template}`, async ({ page, baseURL }) => {
        const origin = new URL(baseURL!).origin;
        const foreign = await watchForeignHosts(page, origin);
        const target = attack(template, origin);
        await page.goto(`/?show_popup_auth=1&${key}=${encodeURIComponent(target)}`);
        await expect(authDialog(page)).toBeVisible();
        await authDialog(page).getByLabel('E-mail or phone').focus();
        await submitCredentials(page, 'demo@example.com');
        await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
        expect(new URL(page.url()).origin, `${key}=${target}`).toBe(origin);
        expect(foreign).toEqual([]);
      });
    }
  }

  test('content redirect rules that normalise to another host are refused, wildcards after substitution', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign = await watchForeignHosts(page, origin);
    await page.route('**/content/config/**', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { redirects?: unknown[] };
      config.redirects = [
        { from_url: '/dots', to_url: `${origin}/.//evil.example`, external: false },
        { from_url: '/case', to_url: `${origin.toUpperCase()}/..//evil.example`, external: false },
        { from_url: '/go/*', to_url: `${origin}/*`, external: false },
        ...(config.redirects ?? []),
      ];
      await route.fulfill({ response, json: config });
    });
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    for (const path of ['/dots', '/case', '/go//evil.example']) {
      await page.goto(path);
      await expect(page.locator('main#main')).toBeVisible();
      expect(new URL(page.url()).origin, path).toBe(origin);
    }
    await page.goto('/go/promotions');
    await expect(page).toHaveURL(`${origin}/promotions`);
    expect(foreign).toEqual([]);
    expect(warnings.filter((text) => text.includes('redirect rule refused'))).toHaveLength(3);
  });

  test('a campaign popup link that would leave the origin is refused with a warning, not an error', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const links = ['\\\\evil.example', '/\t/evil.example', `${origin}/.//evil.example`];
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    for (const [index, url] of links.entries()) {
      await page.route('**/api/popups.get**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Array<{ sysname: string; buttons: unknown[] }> };
        body.data = body.data.slice(0, 1).map((popup) => ({ ...popup, sysname: `attack-${index}`, buttons: [{ label: 'Go', action: 'link', url }] }));
        await route.fulfill({ response, json: body });
      });
      await page.goto(`/promotions?popup=welcome&attempt=${index}#popup-preview`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Go' }).press('Enter');
      await expect(dialog).toBeHidden();
      expect(new URL(page.url()).pathname).toBe('/promotions');
      await page.unroute('**/api/popups.get**');
    }
    expect(errors).toEqual([]);
    expect(warnings.filter((text) => text.includes('campaign popup link refused'))).toHaveLength(links.length);
  });
});
