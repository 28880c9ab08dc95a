import { authDialog, expectNoAxeViolations, latestCode, tabTo, submitCredentials } from './auth-support.ts';
import { createPlayer, expect, shellReady, test } from './support.ts';

test.describe('sign-in dialog, keyboard only', () => {
  test('a guest opens it from the header, signs in, and the header shows the balance', async ({ page }) => {
    await page.goto('/');
    await shellReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).focus();
    await page.keyboard.press('Enter');
    const dialog = authDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await expectNoAxeViolations(page);
    await submitCredentials(page, 'demo@example.com');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Balance/ })).toBeVisible();
    await expect(page).not.toHaveURL(/show_popup_auth/);
  });

  test('a wrong password shows the wrong-enter notice and keeps what was typed', async ({ page }) => {
    await page.goto('/?show_popup_auth=1');
    const dialog = authDialog(page);
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await submitCredentials(page, 'demo@example.com', 'not-the-password');
    await expect(dialog.getByRole('alert')).toHaveText('Wrong login or password');
    await expect(dialog.getByLabel('E-mail or phone')).toHaveValue('demo@example.com');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
    await expectNoAxeViolations(page);
  });

  test('an empty form names the missing fields', async ({ page }) => {
    await page.goto('/?show_popup_auth=1');
    const dialog = authDialog(page);
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Field is required')).toBeVisible();
    await expect(dialog.getByText('Enter the password')).toBeVisible();
    await expect(dialog.getByLabel('E-mail or phone')).toHaveAttribute('aria-invalid', 'true');
  });

  test('two-factor: the code step counts down, refuses a wrong code and signs in with the sent one', async ({ page, request }) => {
    const player = await createPlayer(request, { flags: { twoFactor: true } }); // its codes are its own
    await page.goto('/?show_popup_auth=1');
    const dialog = authDialog(page);
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await submitCredentials(page, player.email);

    await expect(dialog.getByRole('heading', { name: 'Two-factor authentication' })).toBeAttached();
    await expect(dialog.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
    const code = dialog.getByLabel('Code', { exact: true });
    await expect(code).toBeFocused();
    const timer = dialog.getByRole('timer');
    await expect(timer).toHaveText(/^[01]:\d\d$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '', { timeout: 3_000 });
    await expectNoAxeViolations(page);

    const sent = await latestCode(request, player.email, 'two_factor');
    await page.keyboard.type(sent === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('The code is invalid')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    await code.press('ControlOrMeta+a');
    await page.keyboard.type(sent);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Balance/ })).toBeVisible();
  });

  test('forgot password goes to restore and the breadcrumb comes back; registration mode from the link', async ({ page }) => {
    await page.goto('/?show_popup_auth=1');
    const dialog = authDialog(page);
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await page.keyboard.type('someone@example.com');
    await tabTo(page, dialog.getByRole('link', { name: 'Forgot your password?' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Password recovery' })).toBeAttached();
    await expect(dialog.getByLabel('E-mail or phone')).toHaveValue('someone@example.com');
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await expectNoAxeViolations(page);

    await tabTo(page, dialog.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await tabTo(page, dialog.getByRole('link', { name: 'Register' }), 40);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Registration' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an incomplete registration continues in a popup that Escape does not close', async ({ page, request }) => {
    const player = await createPlayer(request, { flags: { incomplete: true } });
    await page.goto('/?show_popup_auth=1');
    const dialog = authDialog(page);
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await submitCredentials(page, player.email);
    await expect(dialog.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a banned player gets the user block page', async ({ page, request }) => {
    const player = await createPlayer(request, { flags: { banned: true } });
    await page.goto('/?show_popup_auth=1');
    const dialog = authDialog(page);
    await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
    await submitCredentials(page, player.email);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Your account is blocked' })).toBeVisible();
  });
});

test('a guest sent from a protected page signs in and lands where they were going', async ({ page }) => {
  await page.goto('/profile/settings');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirectUrl') === '/profile/settings');
  await shellReady(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).focus();
  await page.keyboard.press('Enter');
  const dialog = authDialog(page);
  await expect(dialog.getByLabel('E-mail or phone')).toBeFocused();
  await submitCredentials(page, 'demo@example.com');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/settings');
});
