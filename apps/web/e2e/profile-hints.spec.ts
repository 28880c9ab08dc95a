import { authDialog, submitCredentials } from './auth-support.ts';
import { createPlayer, expect, test } from './support.ts';
import { expectPageAxeClean } from './profile-support.ts';

test('after signing in, a new player sees the hints as banners that stay; sending the confirmation code ends the confirm hint', async ({ page, request }) => {
  const player = await createPlayer(request); // registered just now, e-mail unconfirmed, no deposit
  await page.goto('/?show_popup_auth=1');
  await expect(authDialog(page).getByLabel('E-mail or phone')).toBeFocused();
  await submitCredentials(page, player.email, player.password);
  await expect(authDialog(page)).toBeHidden();

  const welcome = page.getByRole('region', { name: 'Welcome aboard!' });
  const confirm = page.getByRole('region', { name: 'Please confirm your e-mail' });
  await expect(welcome.getByRole('link', { name: 'Make a deposit' })).toBeVisible();
  await expect(confirm).toBeVisible();
  await page.waitForTimeout(6_000); // longer than a toast lives
  await expect(confirm).toBeVisible();
  await expectPageAxeClean(page);

  await welcome.getByRole('button', { name: 'Dismiss' }).press('Enter');
  await expect(welcome).toHaveCount(0);
  await confirm.getByRole('link', { name: 'Confirm now' }).press('Enter');
  await expect(page).toHaveURL(/\/profile\/settings$/);
  const card = page.getByRole('region', { name: 'E-mail', exact: true });
  await card.getByRole('button', { name: 'Send a confirmation code' }).press('Enter');
  await expect(card.getByRole('timer')).toHaveText(/^[01]:\d\d$/); // New code in 0:59
  await expect(confirm).toHaveCount(0);
});
