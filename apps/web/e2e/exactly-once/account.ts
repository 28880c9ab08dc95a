import type { Locator, Page } from '@playwright/test';
import { uniqueGbPhone } from '../profile-support.ts';
import { expect, outboxCode } from '../support.ts';
import { count, type Actor, type OneShotAction } from './action.ts';

/** The account's one-shot actions: a support message, the personal data, an e-mail or a phone confirmed. */

const contactCard = (page: Page, name: 'E-mail' | 'Phone') => page.getByRole('region', { name });

/** Asks for a code on a contact card, reads it from the outbox and types it: answers the card's Confirm button. */
async function confirmWithCode(page: Page, card: Locator, to: string): Promise<Locator> {
  await card.getByRole('button', { name: 'Send a confirmation code' }).click();
  await card.getByLabel('Confirmation code').fill(await outboxCode(page.request, to, 'confirm_contact'));
  return card.getByRole('button', { name: 'Confirm' });
}

export const ACCOUNT_ACTIONS: readonly OneShotAction[] = [
  {
    name: 'feedback',
    operation: 'Support.sendFeedback',
    async open(page) {
      await page.goto('/support');
      await page.getByRole('textbox', { name: 'Subject' }).fill('Deposit');
      await page.getByRole('textbox', { name: 'Message' }).fill('My deposit has not arrived.');
      return page.getByRole('button', { name: 'Send message' });
    },
    enterOn: (page) => page.getByRole('textbox', { name: 'Subject' }),
    done: (page) => expect(page.getByText('Your message has been sent')).toBeVisible(),
    effect: count('feedback'),
  },
  {
    name: 'profile save',
    operation: 'account.saveProfileInfo',
    player: { country: 'GB' },
    async open(page) {
      await page.goto('/profile/settings');
      const form = page.getByRole('form', { name: 'Personal data' });
      await form.getByLabel('First name').fill('Ana');
      await form.getByLabel('Last name').fill('Silva');
      return form.getByRole('button', { name: 'Save' });
    },
    enterOn: (page) => page.getByRole('form', { name: 'Personal data' }).getByLabel('First name'),
    done: (page) => expect(page.getByText('Your personal data is saved.')).toBeVisible(),
    effect: count('profiles'),
  },
  {
    name: 'e-mail confirmation',
    operation: 'account.confirmContact',
    async open(page: Page, actor: Actor) {
      await page.goto('/profile/settings');
      return confirmWithCode(page, contactCard(page, 'E-mail'), actor.email);
    },
    enterOn: (page) => contactCard(page, 'E-mail').getByLabel('Confirmation code'),
    done: (page) => expect(contactCard(page, 'E-mail').getByText('Confirmed', { exact: true })).toBeVisible(),
    effect: count('contacts_confirmed:email'),
  },
  {
    name: 'phone confirmation',
    operation: 'account.confirmContact',
    player: { country: 'GB' },
    async open(page) {
      await page.goto('/profile/settings');
      const card = contactCard(page, 'Phone');
      const digits = uniqueGbPhone();
      // the phone field proper (its country picker) once the phone settings and its code are in: typing into the
      // plain field it replaces has twice been lost on a busy machine, for a reason not yet found
      await expect(card.getByRole('button', { name: /Country code/ })).toBeVisible();
      await card.getByLabel('Phone number').fill(digits);
      await expect(card.getByLabel('Phone number')).not.toHaveValue('');
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(card.getByText('Not confirmed')).toBeVisible();
      return confirmWithCode(page, card, `+44${digits}`);
    },
    enterOn: (page) => contactCard(page, 'Phone').getByLabel('Confirmation code'),
    done: (page) => expect(contactCard(page, 'Phone').getByText('Confirmed', { exact: true })).toBeVisible(),
    effect: count('contacts_confirmed:phone'),
  },
];
