import { authDialog, submitCredentials } from './auth-support.ts';
import { clearFaults, expect, fault, test } from './support.ts';

// Injected faults apply to the whole sandbox: this spec runs alone (playwright.config.ts).
test.afterEach(async ({ request }) => clearFaults(request));

test('a corrupt answer to sign-in says the server could not be reached, keeps what was typed, and a retry signs in', async ({ page }) => {
  await page.goto('/?show_popup_auth=1');
  const dialog = authDialog(page);
  await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
  await fault(page.request, { method: 'auth.login', body: 'malformed', times: 1 });
  await submitCredentials(page, 'demo@example.com');
  await expect(dialog.getByText('We could not reach the server. Check your connection and try again.')).toBeVisible();
  await expect(dialog.getByText('Wrong login or password')).toHaveCount(0);
  await expect(dialog.getByLabel('E-mail or phone')).toHaveValue('demo@example.com');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Balance/ })).toBeVisible();
});
