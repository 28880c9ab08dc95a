import { createPlayer, expect, test } from './support.ts';
import { productionServerForSuite } from './production-server.ts';

/**
 * Identity verification on the production server (`npm run serve`, server/main.ts), not only on `vite preview` and
 * the development server: its content security policy must let the provider's frame in (frame-src, the vendor
 * origins it is started with) and the frame must load and talk to the app. The rest of the verification suite runs
 * on `vite preview` (e2e/verification.spec.ts).
 */
test.describe('identity verification on the production server', () => {
  const server = productionServerForSuite();

  test('the provider frame opens in the dialog, no policy refuses it, and a submit shows the review', async ({ page, request }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (frame|load|connect)/i.test(message.text())) refused.push(message.text());
    });
    const player = await createPlayer(request);
    const signedIn = await page.request.post(`${server.url}/api/auth.login`, { multipart: { login: player.email, password: player.password } });
    expect(signedIn.status(), await signedIn.text()).toBeLessThan(400);
    await page.goto(`${server.url}/profile/verification`);
    await page.getByRole('button', { name: 'Verify my identity' }).click();

    const dialog = page.getByRole('dialog', { name: 'Identity verification' });
    const status = page.frameLocator('[data-sumsub-container] iframe').getByRole('status');
    await expect(status).toHaveText('Ready: upload your documents.');
    await page.frameLocator('[data-sumsub-container] iframe').getByRole('button', { name: 'Submit documents' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-verification-step="verification"]')).toBeVisible();
    expect(refused, 'content security policy violations').toEqual([]);
  });
});
