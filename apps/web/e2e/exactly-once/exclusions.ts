import type { Locator, Page } from '@playwright/test';
import { chooseOption } from '../profile-support.ts';
import { expect, shellReady } from '../support.ts';
import { count, type Actor, type OneShotAction } from './action.ts';

/**
 * The time-out and the longer self-exclusion: both need the password, start at once and sign the player out. The
 * exclusions table keeps one row per player, so the effect counted is the sandbox's history of exclusions started.
 */

const section = (page: Page, kind: 'timeout' | 'exclusion') => page.getByTestId(`rg-${kind}`);
const signedOut = (page: Page) => expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

/** A failed confirmation clears the password field: the player types it again and presses the same button. */
const retypePassword = (kind: 'timeout' | 'exclusion', button: string) => async (page: Page, actor: Actor): Promise<Locator> => {
  await section(page, kind).getByLabel('Your password').fill(actor.password);
  return section(page, kind).getByRole('button', { name: button });
};

export const EXCLUSION_ACTIONS: readonly OneShotAction[] = [
  {
    name: 'time-out',
    operation: 'account.selfExclude',
    async open(page, actor) {
      await page.goto('/profile/responsible-game');
      await shellReady(page);
      await section(page, 'timeout').getByRole('button', { name: 'Start the time-out' }).click();
      return retypePassword('timeout', 'Start the time-out')(page, actor);
    },
    enterOn: (page) => section(page, 'timeout').getByLabel('Your password'),
    again: retypePassword('timeout', 'Start the time-out'),
    done: signedOut,
    effect: count('responsible_gaming:timeout:start'),
  },
  {
    name: 'self-exclusion',
    operation: 'account.selfExclude',
    async open(page, actor) {
      await page.goto('/profile/responsible-game');
      await shellReady(page);
      const form = section(page, 'exclusion');
      await chooseOption(page, form, 'Length of the self-exclusion', '6 months');
      await form.getByText('I understand that the self-exclusion cannot be ended early.').click();
      await expect(form.getByRole('checkbox')).toBeChecked();
      return retypePassword('exclusion', 'Exclude me')(page, actor);
    },
    enterOn: (page) => section(page, 'exclusion').getByLabel('Your password'),
    again: retypePassword('exclusion', 'Exclude me'),
    done: signedOut,
    effect: count('responsible_gaming:exclusion:start'),
  },
];
