import type { Page } from '@playwright/test';
import { data, outboxCode } from '../api.ts';
import type { Driver } from '../cell.ts';
import { freshAction, profileAction } from './profile-action.ts';

const emailCard = (page: Page) => page.getByRole('region', { name: 'E-mail' });
const phoneCard = (page: Page) => page.getByRole('region', { name: 'Phone' });
const timeoutCard = (page: Page) => page.getByTestId('rg-timeout');
let phones = 0;
/** A GB number no other player has (the sandbox refuses a phone in use). */
const uniqueGbPhone = () => `7${String((Date.now() + (phones += 1)) % 1_000_000_000).padStart(9, '0')}`;

/** The profile's forms, contacts, security and responsible-gaming actions (fresh players: each changes the account). */
export const ACCOUNT: readonly Driver[] = [
  {
    op: 'account.saveProfileInfo',
    ...profileAction('/profile/settings', { country: 'GB' }),
    action: {
      async open(page) {
        const form = page.getByRole('form', { name: 'Personal data' });
        await form.getByLabel('First name').fill('Ana');
        await form.getByLabel('Last name').fill('Silva');
        return { press: form.getByRole('button', { name: 'Save' }), typed: [form.getByLabel('First name'), form.getByLabel('Last name')] };
      },
    },
  },
  {
    op: 'account.changefakename',
    ...profileAction('/profile/settings'),
    action: {
      async open(page) {
        const form = page.getByRole('form', { name: 'Nickname' });
        await form.getByLabel('Nickname').fill(`Lucky${Date.now() % 100_000}`);
        return { press: form.getByRole('button', { name: 'Save nickname' }), typed: [form.getByLabel('Nickname')] };
      },
    },
  },
  {
    op: 'account.addcontact',
    ...profileAction('/profile/settings', { country: 'GB' }),
    action: {
      async open(page) {
        // the plain field shows until the countries and the picker's chunk have come, and the number is formatted
        // once they do: typing only after that keeps the check on what the failure does to the field
        await phoneCard(page).getByRole('button', { name: /Country code/ }).waitFor();
        const field = phoneCard(page).getByLabel('Phone number');
        await field.fill(uniqueGbPhone());
        return { press: phoneCard(page).getByRole('button', { name: 'Save' }), typed: [field] };
      },
    },
  },
  {
    op: 'account.sendconfirmationtocontact',
    ...profileAction('/profile/settings'),
    action: { open: async (page) => ({ press: emailCard(page).getByRole('button', { name: 'Send a confirmation code' }) }) },
  },
  {
    op: 'account.confirmContact',
    ...profileAction('/profile/settings'),
    action: {
      async open(page, actor) {
        await emailCard(page).getByRole('button', { name: 'Send a confirmation code' }).click();
        const field = emailCard(page).getByLabel('Confirmation code');
        await field.fill(await outboxCode(page.request, actor.email, 'confirm_contact'));
        return { press: emailCard(page).getByRole('button', { name: 'Confirm' }), typed: [field] };
      },
    },
  },
  {
    op: 'account.changepassword',
    ...profileAction('/profile/security'),
    action: {
      async open(page, actor) {
        const fields = [page.getByLabel('Current password'), page.getByLabel('New password', { exact: true }), page.getByLabel('Repeat the new password')];
        await fields[0]!.fill(actor.password);
        await fields[1]!.fill('fresh123');
        await fields[2]!.fill('fresh123');
        return { press: page.getByRole('button', { name: 'Change password' }), typed: fields.slice(1) };
      },
    },
  },
  {
    op: 'account.changeTwoFactorAuth',
    ...profileAction('/profile/security'),
    action: { open: async (page) => ({ press: page.getByRole('button', { name: 'Turn on two-factor sign-in' }) }) },
  },
  {
    op: 'account.confirmTwoFactorAuth',
    ...profileAction('/profile/security'),
    action: {
      async open(page, actor) {
        await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
        const field = page.getByLabel('Code from the message');
        await field.fill(await outboxCode(page.request, actor.email, 'two_factor'));
        return { press: page.getByRole('button', { name: /^(Confirm|Turn on)/ }).last(), typed: [field] };
      },
    },
  },
  {
    op: 'account.setLimit',
    ...freshAction('/profile/responsible-game'),
    action: {
      async open(page) {
        const card = page.getByTestId('rg-deposit-limit-1');
        await card.getByRole('textbox').fill('20');
        return { press: card.getByRole('button', { name: 'Set limit' }), typed: [card.getByRole('textbox')] };
      },
    },
  },
  {
    op: 'account.cancelLimitChange',
    ...freshAction('/profile/responsible-game'),
    action: {
      // a wager limit, then a raise: the raise waits out its cooling-off as a pending change the player can cancel
      async prepare(page) {
        for (const amount of ['20', '50']) await data(page.request, '/api/account.setLimit', { kind: 'wager', period: '1', amount });
      },
      open: async (page) => ({ press: page.getByTestId('rg-wager-pending-1').getByRole('button', { name: 'Cancel the change' }) }),
    },
  },
  {
    op: 'account.setPlaySettings',
    ...freshAction('/profile/responsible-game'),
    action: {
      async open(page) {
        const play = page.getByTestId('rg-play');
        await play.getByRole('button', { name: /Reality check/ }).click();
        await page.getByRole('option', { name: 'Every 15 min', exact: true }).click();
        return { press: play.getByRole('button', { name: 'Save' }) };
      },
    },
  },
  {
    op: 'account.selfExclude',
    ...freshAction('/profile/responsible-game'),
    action: {
      async open(page, actor) {
        await timeoutCard(page).getByRole('button', { name: 'Start the time-out' }).click();
        await timeoutCard(page).getByLabel('Your password').fill(actor.password);
        return { press: timeoutCard(page).getByRole('button', { name: 'Start the time-out' }) };
      },
      // a failed confirmation clears the password field on purpose: the player types it again
      async again(page, actor) {
        await timeoutCard(page).getByLabel('Your password').fill(actor.password);
        return timeoutCard(page).getByRole('button', { name: 'Start the time-out' });
      },
    },
  },
];
