import { authDialog, expectNoAxeViolations, latestCode, tabTo } from './auth-support.ts';
import { expect, test } from './support.ts';

test.describe('password restore, keyboard only', () => {
  test('a code from the outbox and a new password; then sign-in with the new password works', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(60_000); // a long keyboard journey: wrong code, short password, change, sign-in in a fresh context
    // An account of its own: other specs sign in with the demo accounts.
    const email = `restore-${Date.now()}@example.com`;
    const registered = await request.post('/api/auth.register', { multipart: { email, password: 'oldpass1', currency: 'EUR' } });
    expect(registered.status(), await registered.text()).toBeLessThan(400);

    await page.goto('/?show_popup_auth=1');
    const dialog = authDialog(page);
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await tabTo(page, dialog.getByRole('link', { name: 'Forgot your password?' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Password recovery' })).toBeAttached();
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    const code = dialog.getByLabel('Code', { exact: true });
    await expect(code).toBeFocused();
    await expect(dialog.getByRole('status')).toContainText(email);
    await expect(dialog.getByRole('timer')).toHaveText(/^[01]:\d\d$/);
    await expectNoAxeViolations(page);

    const sent = await latestCode(request, email, 'restore');
    // wrong code first: the error lands on the code field and nothing typed is lost
    await page.keyboard.type(sent === '000000' ? '111111' : '000000');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('New password', { exact: true })).toBeFocused();
    await page.keyboard.type('newpass1');
    await tabTo(page, dialog.getByLabel('Repeat the new password', { exact: true }));
    await page.keyboard.type('newpass1');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('The code is invalid')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue('newpass1');
    await expectNoAxeViolations(page);

    // a short password is refused before sending
    await code.focus();
    await code.press('ControlOrMeta+a');
    await page.keyboard.type(sent);
    await tabTo(page, dialog.getByLabel('New password', { exact: true }));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Min length is 6')).toBeVisible();
    await expect(dialog.getByText('The passwords do not match')).toBeVisible();

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('newpass1');
    await page.keyboard.press('Enter');

    await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Your password has been changed. Sign in with the new one.');
    await expect(dialog.getByLabel('E-mail or phone')).toHaveValue(email);
    await expectNoAxeViolations(page);

    // a fresh browser context signs in with the new password
    const fresh = await browser.newContext({ baseURL });
    await fresh.addInitScript(() => localStorage.setItem('campaign_popups_seen', JSON.stringify(['welcome', 'deposit-boost', 'summer-drop'])));
    const other = await fresh.newPage();
    await other.goto('/?show_popup_auth=1');
    const otherDialog = authDialog(other);
    await expect(otherDialog.getByLabel('E-mail or phone')).toBeFocused({ timeout: 20_000 }); // the form's chunk loads first
    await other.keyboard.type(email);
    await other.keyboard.press('Tab');
    await other.keyboard.type('newpass1');
    await other.keyboard.press('Enter');
    await expect(otherDialog).toBeHidden();
    await expect(other.getByRole('button', { name: /Balance/ })).toBeVisible();
    await fresh.close();
  });

  test('an unknown login gets the same answer (no account disclosure) and a resend countdown', async ({ page }) => {
    await page.goto('/?show_popup_auth=1');
    const dialog = authDialog(page);
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await page.keyboard.type('nobody@example.com');
    await tabTo(page, dialog.getByRole('link', { name: 'Forgot your password?' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('E-mail or phone')).toHaveValue('nobody@example.com');
    // the restore step's field has the focus as soon as it shows (a key pressed then must reach it)
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Code', { exact: true })).toBeFocused();
    await expect(dialog.getByRole('timer')).toBeVisible();
    await tabTo(page, dialog.getByRole('link', { name: 'Use another e-mail or phone' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('E-mail or phone')).toHaveValue('nobody@example.com');
  });
});
