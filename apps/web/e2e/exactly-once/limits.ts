import type { Locator, Page } from '@playwright/test';
import { data } from '../bonuses-support.ts';
import { chooseOption } from '../profile-support.ts';
import { expect } from '../support.ts';
import { count, type OneShotAction } from './action.ts';

/**
 * The responsible-gaming page's limits: deposit, loss and wager limits set, raised, removed, a pending change
 * cancelled, and the play settings (reality check and session time limit). The limits table keeps one row per kind
 * and period, so the effect counted is the sandbox's history of changes (`responsible_gaming:<subject>:<change>`).
 */

type Kind = 'deposit' | 'loss' | 'wager';
const PAGE = '/profile/responsible-game';
const card = (page: Page, kind: Kind, period: number) => page.getByTestId(`rg-${kind}-limit-${period}`);
async function setLimit(page: Page, kind: Kind, period: number, amount: number): Promise<void> {
  await data(page.request, '/api/account.setLimit', { kind, period: String(period), amount: String(amount) });
}

/** A limit typed into its card: answers the card's submit button (Set limit or Change limit). */
function typedLimit(kind: Kind, period: number, amount: string, button: 'Set limit' | 'Change limit') {
  return {
    async open(page: Page): Promise<Locator> {
      await page.goto(PAGE);
      await card(page, kind, period).getByRole('textbox').fill(amount);
      return card(page, kind, period).getByRole('button', { name: button });
    },
    enterOn: (page: Page) => card(page, kind, period).getByRole('textbox'),
  };
}

const saidInCard = (kind: Kind, period: number, text: string) => (page: Page) => expect(card(page, kind, period).getByRole('status')).toHaveText(text);

const APPLIED = 'Saved: the limit applies now.';
const PENDING = 'Saved: the change applies after the 24-hour cooling-off.';
const playSettings = (page: Page) => page.getByTestId('rg-play');

export const LIMIT_ACTIONS: readonly OneShotAction[] = [
  {
    name: 'deposit limit',
    operation: 'account.setLimit',
    ...typedLimit('deposit', 1, '20', 'Set limit'),
    done: saidInCard('deposit', 1, APPLIED),
    effect: count('responsible_gaming:deposit:1:set'),
  },
  {
    name: 'loss limit',
    operation: 'account.setLimit',
    ...typedLimit('loss', 1, '20', 'Set limit'),
    done: saidInCard('loss', 1, APPLIED),
    effect: count('responsible_gaming:loss:1:set'),
  },
  {
    name: 'wager limit',
    operation: 'account.setLimit',
    ...typedLimit('wager', 7, '150', 'Set limit'),
    done: saidInCard('wager', 7, APPLIED),
    effect: count('responsible_gaming:wager:7:set'),
  },
  {
    name: 'limit raise (pending)',
    operation: 'account.setLimit',
    prepare: (page) => setLimit(page, 'deposit', 7, 50),
    ...typedLimit('deposit', 7, '90', 'Change limit'),
    done: saidInCard('deposit', 7, PENDING),
    effect: count('responsible_gaming:deposit:7:raise'),
  },
  {
    name: 'limit removal (pending)',
    operation: 'account.setLimit',
    prepare: (page) => setLimit(page, 'loss', 30, 40),
    async open(page) {
      await page.goto(PAGE);
      return card(page, 'loss', 30).getByRole('button', { name: 'Remove limit' });
    },
    done: saidInCard('loss', 30, PENDING),
    effect: count('responsible_gaming:loss:30:remove'),
  },
  {
    name: 'limit change cancel',
    operation: 'account.cancelLimitChange',
    async prepare(page) {
      await setLimit(page, 'wager', 1, 20);
      await setLimit(page, 'wager', 1, 50);
    },
    async open(page) {
      await page.goto(PAGE);
      return page.getByTestId('rg-wager-pending-1').getByRole('button', { name: 'Cancel the change' });
    },
    done: saidInCard('wager', 1, 'The pending change is cancelled.'),
    effect: count('responsible_gaming:wager:1:cancel'),
  },
  {
    name: 'reality check and session time limit',
    operation: 'account.setPlaySettings',
    async open(page) {
      await page.goto(PAGE);
      // the saved settings load into the form: choose only once they are in, or the load would undo the choice
      await expect(playSettings(page)).toHaveAttribute('aria-busy', 'false');
      await chooseOption(page, playSettings(page), 'Reality check', 'Every 30 min');
      await chooseOption(page, playSettings(page), 'Session time limit', '2 h');
      return playSettings(page).getByRole('button', { name: 'Save' });
    },
    done: (page) => expect(playSettings(page).getByRole('status')).toHaveText('Saved.'),
    effect: count('responsible_gaming:play_settings:save'),
  },
];
