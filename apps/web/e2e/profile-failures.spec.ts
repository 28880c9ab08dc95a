import { expect, fault, test } from './support.ts';
import { outboxCode, signedInPlayer, uniqueGbPhone } from './profile-support.ts';

const UNAVAILABLE = 'We could not reach the server. Check your connection and try again; what you entered is kept.';
const down = (method: string, times = 1) => ({ method, status: 500, times });

test('a profile that does not load says so instead of a blank page, and loads on retry', async ({ page, request }) => {
  await signedInPlayer(page, request);
  // the personal data and the contacts ask together: one request (the client sends identical GETs once), both fail
  await fault(request, down('account.getprofileinfo'));
  await page.goto('/profile/settings');
  await expect(page.getByText('Your profile could not be loaded.')).toBeVisible();
  await expect(page.getByText('Your contacts could not be loaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).first().press('Enter');
  await expect(page.getByRole('form', { name: 'Personal data' })).toBeVisible();
});

test('personal data: a failed save keeps the input; failed country fields keep the previous ones', async ({ page, request }) => {
  await signedInPlayer(page, request, { country: 'GB' });
  await page.goto('/profile/settings');
  const form = page.getByRole('form', { name: 'Personal data' });
  await form.getByLabel('First name').fill('Ana');
  await fault(request, down('account.saveProfileInfo'));
  await form.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(form.getByText(UNAVAILABLE)).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Ana');
  await form.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(form.getByText('Your personal data is saved.')).toBeVisible();

  await fault(request, down('account.getPersonalDataFields'));
  await form.getByRole('button', { name: / Country$/ }).press('Enter');
  await page.getByRole('option', { name: 'Brazil', exact: true }).press('Enter');
  await expect(form.getByText('The fields for this country could not be loaded; the previous ones are shown.')).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Ana');
});

test('nickname, language and currency: each failure is said where it happened and nothing moves', async ({ page, request }) => {
  await signedInPlayer(page, request);
  await page.goto('/profile/settings');
  const nickname = page.getByRole('form', { name: 'Nickname' });
  await nickname.getByLabel('Nickname').fill('Lucky777');
  await fault(request, { method: 'account.changefakename', error: 'network', times: 1 });
  await nickname.getByRole('button', { name: 'Save nickname' }).press('Enter');
  await expect(nickname.getByText(UNAVAILABLE)).toBeVisible();
  await expect(nickname.getByLabel('Nickname')).toHaveValue('Lucky777');

  await fault(request, down('account.changelocale'));
  await page.getByRole('button', { name: / Site language$/ }).press('Enter');
  await page.getByRole('option', { name: 'русский' }).press('Enter');
  await expect(page.getByText(UNAVAILABLE).nth(1)).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/settings$/);

  const currency = page.getByRole('form', { name: 'Currency' });
  await currency.getByRole('button', { name: / Currency$/ }).press('Enter');
  await page.getByRole('option', { name: 'USD', exact: true }).press('Enter');
  await fault(request, down('account.setCurrency'));
  await currency.getByRole('button', { name: 'Change currency' }).press('Enter');
  await expect(currency.getByText(UNAVAILABLE)).toBeVisible();

  // a 429 asks the player to wait, not to look for a mistake in what they typed
  await fault(request, { method: 'account.changefakename', status: 429, type: 'TooManyRequestsException', times: 1 });
  await nickname.getByRole('button', { name: 'Save nickname' }).press('Enter');
  await expect(nickname.getByRole('alert')).toHaveText('Too many attempts. Wait a minute and try again; what you entered is kept.');
  await expect(nickname.getByLabel('Nickname')).toHaveValue('Lucky777');
});

test('contacts: failed save, send and confirm each say so and keep the step', async ({ page, request }) => {
  await signedInPlayer(page, request, { country: 'GB' });
  await fault(request, down('account.getContactPhoneSettings'));
  await page.goto('/profile/settings');
  const card = page.getByRole('region', { name: 'Phone' });
  await expect(card.getByRole('textbox', { name: 'Phone number' })).toBeVisible(); // a plain input without the country list
  await page.reload();
  const digits = uniqueGbPhone();
  await card.getByLabel('Phone number').fill(digits);
  await fault(request, down('account.addcontact'));
  await card.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(card.getByText(UNAVAILABLE)).toBeVisible();
  await card.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(card.getByText('Not confirmed')).toBeVisible();

  await fault(request, down('account.sendconfirmationtocontact'));
  await card.getByRole('button', { name: 'Send a confirmation code' }).press('Enter');
  await expect(card.getByText(UNAVAILABLE)).toBeVisible();
  await card.getByRole('button', { name: 'Send a confirmation code' }).press('Enter');
  const code = await outboxCode(request, `+44${digits}`, 'confirm_contact');
  await card.getByLabel('Confirmation code').fill(code);
  await fault(request, down('account.confirmContact'));
  await card.getByLabel('Confirmation code').press('Enter');
  await expect(card.getByText(UNAVAILABLE)).toBeVisible();
  await card.getByLabel('Confirmation code').press('Enter');
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
});

test('security: failed password change and two-factor calls say so and keep the input', async ({ page, request }) => {
  const player = await signedInPlayer(page, request);
  await page.goto('/profile/security');
  await page.getByLabel('Current password').fill(player.password);
  await page.getByLabel('New password', { exact: true }).fill('fresh123');
  await page.getByLabel('Repeat the new password').fill('fresh123');
  await fault(request, down('account.changepassword'));
  await page.getByRole('button', { name: 'Change password' }).press('Enter');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('fresh123');

  await fault(request, down('account.changeTwoFactorAuth'));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).press('Enter');
  await expect(page.getByText(UNAVAILABLE).nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).press('Enter');
  const code = await outboxCode(request, player.email, 'two_factor');
  await page.getByLabel('Code from the message').fill(code);
  await fault(request, down('account.confirmTwoFactorAuth'));
  await page.getByLabel('Code from the message').press('Enter');
  await expect(page.getByText(UNAVAILABLE).nth(1)).toBeVisible();
  await page.getByLabel('Code from the message').press('Enter');
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
});

test('notifications and the unsubscribe link: a failure says so and a retry works', async ({ page, request }) => {
  await signedInPlayer(page, request);
  await page.goto('/profile/notification');
  const email = page.getByRole('switch', { name: /News by e-mail/ });
  await fault(request, down('account.changeSubscription'));
  await email.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(email).toBeChecked();

  await fault(request, down('account.unsubscribe'));
  await page.goto('/unsubscribe');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
});
