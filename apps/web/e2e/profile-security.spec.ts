import { authDialog, submitCredentials } from './auth-support.ts';
import { createPlayer, expect, shellReady, test } from './support.ts';
import { expectPageAxeClean, outboxCode, signedInPlayer, unsubscribeHash } from './profile-support.ts';

test.describe('profile security', () => {
  test('change password by keyboard, then only the new one signs in', async ({ page, request, playwright }) => {
    const player = await signedInPlayer(page, request);
    await page.goto('/profile/security');
    await shellReady(page);
    await expectPageAxeClean(page);
    const current = page.getByLabel('Current password');
    await current.focus();
    await page.keyboard.type(player.password);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // past "Show password"
    await page.keyboard.type('fresh123');
    await page.getByLabel('Repeat the new password').fill('fresh124');
    await page.getByLabel('Repeat the new password').press('Enter');
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill('fresh123');
    await page.getByLabel('Repeat the new password').press('Enter');
    await expect(page.getByText('Your password is changed.')).toBeVisible();

    const api = await playwright.request.newContext({ baseURL: page.url() });
    expect((await api.post('/api/auth.login', { multipart: { login: player.email, password: player.password } })).status()).toBeGreaterThanOrEqual(400);
    expect((await api.post('/api/auth.login', { multipart: { login: player.email, password: 'fresh123' } })).status()).toBeLessThan(400);
    await api.dispose();
  });

  test('a wrong current password is shown on its field', async ({ page, request }) => {
    await signedInPlayer(page, request);
    await page.goto('/profile/security');
    await page.getByLabel('Current password').fill('wrong-one');
    await page.getByLabel('New password', { exact: true }).fill('fresh123');
    await page.getByLabel('Repeat the new password').fill('fresh123');
    await page.getByRole('button', { name: 'Change password' }).press('Enter');
    await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('fresh123');
  });

  test('turn two-factor on with the code from the outbox; the next sign-in asks for a code', async ({ page, request }) => {
    const player = await signedInPlayer(page, request);
    await page.goto('/profile/security');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).press('Enter');
    const code = await outboxCode(request, player.email, 'two_factor');
    const input = page.getByLabel('Code from the message');
    await input.fill(code === '000000' ? '111111' : '000000');
    await input.press('Enter');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill(code);
    await input.press('Enter');
    await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();

    await page.request.get('/api/auth.logout');
    await page.goto('/?show_popup_auth=1');
    await expect(authDialog(page).getByLabel('E-mail or phone')).toBeFocused();
    await submitCredentials(page, player.email, player.password);
    await expect(authDialog(page).getByRole('heading', { name: 'Two-factor authentication' })).toBeAttached();
  });
});

test.describe('notifications and e-mail links', () => {
  test('a subscription switch is saved and shown again after a reload', async ({ page, request }) => {
    await signedInPlayer(page, request);
    await page.goto('/profile/notification');
    const email = page.getByRole('switch', { name: /News by e-mail/ });
    await expect(email).toBeChecked();
    await expectPageAxeClean(page);
    await email.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Your choice is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: /News by e-mail/ })).not.toBeChecked();
  });

  test('/unsubscribe from a newsletter link unsubscribes its owner without signing in; a forged link does not', async ({ page, request, playwright }) => {
    const player = await createPlayer(request);
    await page.goto(`/unsubscribe?hash=${unsubscribeHash(player.id + 1)}x`);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await page.goto(`/unsubscribe?hash=${unsubscribeHash(player.id)}`);
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expectPageAxeClean(page);
    const api = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    await api.post('/api/auth.login', { multipart: { login: player.email, password: player.password } });
    expect((await (await api.get('/api/account.getInfo')).json()).data.is_subscribed).toBe(false);
    await api.dispose();
  });

  test('/confirmation with the e-mail’s code confirms it and lands on /confirmation/success', async ({ page, request }) => {
    const player = await signedInPlayer(page, request);
    expect((await page.request.post('/api/account.sendconfirmationtocontact', { multipart: { type: 'email' } })).status()).toBe(200);
    const code = await outboxCode(request, player.email, 'confirm_contact');
    await page.goto('/confirmation?type=email&code=000000');
    await expect(page.getByRole('heading', { name: code === '000000' ? 'Your contact is confirmed' : 'The contact is not confirmed' })).toBeVisible();
    await page.goto(`/confirmation?type=email&code=${code}`);
    await expect(page).toHaveURL(/\/confirmation\/success$/);
    await expect(page.getByRole('heading', { name: 'Your contact is confirmed' })).toBeVisible();
  });
});
