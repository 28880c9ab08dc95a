import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { data } from './bonuses-support.ts';
import { expect, outboxCode, sandboxUrl, shellReady, type PlayerSpec } from './support.ts';

/** What a player's one-shot actions stored (`GET /__sandbox/players/{login}/effects`): counts by kind. */
export type Effects = Readonly<Record<string, number>>;

export async function effectsOf(request: APIRequestContext, login: string): Promise<Effects> {
  const response = await request.get(`${sandboxUrl}/__sandbox/players/${encodeURIComponent(login)}/effects`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Effects;
}

/** The player the action runs for, signed in in the page's context. */
export interface Actor {
  readonly email: string;
  readonly password: string;
}

/**
 * One one-shot action: how to reach it with a fresh player, the control the player presses, how the screen says it
 * worked, and the stored effect that must exist exactly once afterwards.
 */
export interface OneShotAction {
  readonly name: string;
  /** The operation the timeout scenario holds past the client's deadline. */
  readonly operation: string;
  readonly player?: PlayerSpec;
  /** State the action needs, made through the API once the player is signed in (a bonus to activate, …). */
  readonly prepare?: (page: Page, actor: Actor) => Promise<void>;
  /** Opens the screen, fills what the action needs and answers the control to press. */
  readonly open: (page: Page, actor: Actor) => Promise<Locator>;
  /** Where a held Enter happens (a field of the form, or the control itself when omitted). */
  readonly enterOn?: (page: Page) => Locator;
  /** After the client gave up: what the player presses to try again (the same control when omitted). */
  readonly again?: (page: Page, actor: Actor) => Promise<Locator>;
  /** The screen shows the action done. */
  readonly done: (page: Page) => Promise<void>;
  /** The stored effect that must be there exactly once. */
  readonly effect: (effects: Effects) => number;
}

const count = (key: string) => (effects: Effects) => effects[key] ?? 0;
const prefixed = (prefix: string) => (effects: Effects) => Object.entries(effects).filter(([k]) => k.startsWith(prefix)).reduce((n, [, v]) => n + v, 0);

const promoBonus = async (page: Page) => void (await data(page.request, '/api/campaigns.activateOffer', { promo_code: 'WELCOME100' }));
const firstBonusId = async (page: Page) => (await data<{ items: { id: number }[] }>(page.request, '/api/bonuses.get?type=casino')).items[0]!.id;
const bonusCard = (page: Page) => page.locator('[data-section="casino"] li').filter({ hasText: '€100 bonus' });

type BonusAction = 'Activate' | 'Deactivate' | 'Remove';
const QUESTIONS: Record<BonusAction, string> = { Activate: 'Activate this bonus?', Deactivate: 'Deactivate this bonus?', Remove: 'Remove this bonus?' };

/** Presses a bonus card's action and answers the confirmation's button. */
async function bonusConfirm(page: Page, action: BonusAction): Promise<Locator> {
  await bonusCard(page).getByRole('button', { name: action }).click();
  return page.getByRole('alertdialog', { name: QUESTIONS[action] }).getByRole('button', { name: action });
}

/** A bonus row: the bonuses page, the card's action and its confirmation (asked again on a retry). */
const bonusRow = (action: BonusAction) => ({
  async open(page: Page) {
    await page.goto('/profile/bonuses');
    return bonusConfirm(page, action);
  },
  again: (page: Page) => bonusConfirm(page, action),
});

async function cashbackCard(page: Page, action: 'Pay out' | 'Remove'): Promise<Locator> {
  await page.goto('/profile/cashback');
  const button = page.locator('[data-cashback]').first().getByRole('button', { name: action });
  await expect(button).toBeVisible();
  return button;
}

async function withdrawalMethodId(page: Page): Promise<number> {
  const settings = await data<{ methods: { id: number; sysname: string }[] }>(page.request, '/api/cashier.getwithdrawsettings');
  return settings.methods.find((m) => m.sysname === 'visa_mc')!.id;
}

async function cancelWithdrawal(page: Page): Promise<Locator> {
  const row = page.locator('[data-payment-row]').first();
  await row.getByRole('button', { name: /Cancel withdrawal/ }).click();
  return page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the withdrawal' });
}

async function characterConfirm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /Choose a character|Change character/ }).click();
  await page.locator('[data-popup="LoyaltyCharacterChangePopup"]').getByRole('button', { name: 'Choose Pirate' }).click();
  return page.locator('[data-popup="LoyaltyCharacterChangeConfirmPopup"]').getByRole('button', { name: 'Confirm' });
}

async function shopConfirm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Buy €5 bonus' }).click();
  return page.locator('[data-popup="LoyaltyShopPopupConfirm"]').getByRole('button', { name: 'Buy', exact: true });
}

const emailCard = (page: Page) => page.getByRole('region', { name: 'E-mail' });
const timeoutCard = (page: Page) => page.getByTestId('rg-timeout');

/** Every one-shot action of the app, one row each. */
export const ONE_SHOT_ACTIONS: readonly OneShotAction[] = [
  {
    name: 'deposit',
    operation: 'cashier.makedeposit',
    async open(page) {
      await page.goto('/cashier/deposit/visa_mc');
      await page.locator('input[name=amount]').fill('40');
      await page.locator('input[name=card_number]').fill('4111 1111 1111 1111');
      await page.locator('input[name=card_holder]').fill('JANE DOE');
      return page.getByRole('button', { name: 'Deposit', exact: true });
    },
    enterOn: (page) => page.locator('input[name=card_holder]'),
    again: async (page) => page.locator('[data-money-error]').getByRole('button', { name: 'Try again' }),
    done: (page) => expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/),
    effect: count('ledger:deposit'),
  },
  {
    name: 'withdrawal',
    operation: 'cashier.makewithdrawal',
    player: { balance: 100 },
    async open(page) {
      await page.goto('/cashier/withdraw');
      await expect(page.locator('[data-withdrawable]')).toContainText('€100.00');
      await page.locator('input[name=amount]').fill('30');
      await page.locator('input[name=card_number]').fill('4111 1111 1111 1111');
      await page.locator('input[name=card_holder]').fill('JANE DOE');
      return page.getByRole('button', { name: 'Withdraw', exact: true });
    },
    enterOn: (page) => page.locator('input[name=card_holder]'),
    again: async (page) => page.locator('[data-money-error]').getByRole('button', { name: 'Try again' }),
    done: (page) => expect(page.locator('[data-withdrawal-done]')).toBeVisible(),
    effect: prefixed('payments:withdrawal:'),
  },
  {
    name: 'withdrawal cancel',
    operation: 'cashier.cancelwithdrawal',
    player: { balance: 100 },
    async prepare(page) {
      const methodId = await withdrawalMethodId(page);
      await data(page.request, '/api/cashier.makewithdrawal', { methodId: String(methodId), method: 'visa_mc', amount: '30', 'requisites[card_number]': '4111111111111111', 'requisites[card_holder]': 'JANE DOE' });
    },
    async open(page) {
      await page.goto('/cashier/withdraw');
      return cancelWithdrawal(page);
    },
    again: cancelWithdrawal,
    done: (page) => expect(page.locator('[data-payment-row]').first().locator('[data-status="cancelled"]')).toBeVisible(),
    effect: count('ledger:withdrawal_cancel'),
  },
  {
    name: 'bonus activate',
    operation: 'bonuses.activate',
    prepare: promoBonus,
    ...bonusRow('Activate'),
    done: (page) => expect(bonusCard(page).getByText('Active', { exact: true })).toBeVisible(),
    effect: count('ledger:bonus_activate'),
  },
  {
    name: 'bonus deactivate',
    operation: 'bonuses.deactivate',
    async prepare(page) {
      await promoBonus(page);
      await data(page.request, '/api/bonuses.activate', { bonus_id: String(await firstBonusId(page)) });
    },
    ...bonusRow('Deactivate'),
    done: (page) => expect(bonusCard(page).getByRole('button', { name: 'Activate' })).toBeVisible(),
    effect: count('ledger:bonus_deactivate'),
  },
  {
    name: 'bonus remove',
    operation: 'bonuses.remove',
    async prepare(page) {
      await promoBonus(page);
      await data(page.request, '/api/bonuses.activate', { bonus_id: String(await firstBonusId(page)) });
    },
    ...bonusRow('Remove'),
    done: (page) => expect(bonusCard(page)).toHaveCount(0),
    effect: count('ledger:bonus_remove'),
  },
  {
    name: 'cashback payout',
    operation: 'cashbacks.payout',
    player: { cashback: 12.5 },
    open: (page) => cashbackCard(page, 'Pay out'),
    done: (page) => expect(page.locator('[data-cashback]').first().getByText('Paid out', { exact: true })).toBeVisible(),
    effect: count('ledger:cashback_payout'),
  },
  {
    name: 'cashback remove',
    operation: 'cashbacks.remove',
    player: { cashback: 12.5 },
    async prepare(page) {
      const [cashback] = (await data<{ items: { id: number }[] }>(page.request, '/api/cashbacks.get')).items;
      await data(page.request, '/api/cashbacks.payout', { cashback_id: String(cashback!.id) });
    },
    open: (page) => cashbackCard(page, 'Remove'),
    done: (page) => expect(page.getByText(/No cashback yet/)).toBeVisible(),
    effect: count('cashbacks:removed'),
  },
  {
    name: 'offer take',
    operation: 'campaigns.takepromotions',
    async open(page) {
      await page.goto('/offers');
      return page.locator('[data-offer="betting-starter"]').getByRole('button', { name: 'Take it' });
    },
    done: (page) => expect(page.locator('[data-offer="betting-starter"]').getByText('Taken! Your rewards are on your bonuses page.')).toBeVisible(),
    // the rewards it grants: a second take would add a second bonus (offer_takes keeps one row whatever happens)
    effect: prefixed('bonuses:'),
  },
  {
    name: 'promo code activation',
    operation: 'campaigns.activateOffer',
    async open(page) {
      await page.goto('/profile/bonuses');
      await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME100');
      return page.getByRole('button', { name: 'Activate' });
    },
    enterOn: (page) => page.getByRole('textbox', { name: 'Promo code' }),
    done: (page) => expect(page.getByRole('dialog', { name: 'Promo code activated' })).toBeVisible(),
    effect: prefixed('bonuses:'),
  },
  {
    name: 'tournament participate',
    operation: 'tournaments.participate',
    async open(page) {
      await page.goto('/tournaments/3');
      return page.getByRole('button', { name: 'Take part' });
    },
    done: (page) => expect(page.getByText('You take part in this tournament')).toBeVisible(),
    effect: count('tournaments'),
  },
  {
    name: 'loyalty buy',
    operation: 'loyalty.buyproduct',
    player: { loyaltyPoints: 700 },
    async open(page) {
      await page.goto('/loyalty/shop');
      return shopConfirm(page);
    },
    async again(page) {
      // the failure's popup first (it says to try again)
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      return shopConfirm(page);
    },
    done: (page) => expect(page.locator('[data-popup="LoyaltyShopPopupBuy"]')).toContainText('€5 bonus is yours!'),
    effect: count('loyalty_points:product'),
  },
  {
    name: 'loyalty character change',
    operation: 'loyalty.setcharacter',
    async open(page) {
      await page.goto('/profile/loyalty');
      return characterConfirm(page);
    },
    again: characterConfirm,
    done: (page) => expect(page.locator('[data-character="pirate"]')).toBeVisible(),
    effect: prefixed('loyalty_character:'),
  },
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
    async open(page, actor) {
      await page.goto('/profile/settings');
      await emailCard(page).getByRole('button', { name: 'Send a confirmation code' }).click();
      const code = await outboxCode(page.request, actor.email, 'confirm_contact');
      await emailCard(page).getByLabel('Confirmation code').fill(code);
      return emailCard(page).getByRole('button', { name: 'Confirm' });
    },
    enterOn: (page) => emailCard(page).getByLabel('Confirmation code'),
    done: (page) => expect(emailCard(page).getByText('Confirmed', { exact: true })).toBeVisible(),
    effect: count('contacts_confirmed:email'),
  },
  {
    name: 'deposit limit',
    operation: 'account.setLimit',
    async open(page) {
      await page.goto('/profile/responsible-game');
      const card = page.getByTestId('rg-deposit-limit-1');
      await card.getByRole('textbox').fill('20');
      return card.getByRole('button', { name: 'Set limit' });
    },
    enterOn: (page) => page.getByTestId('rg-deposit-limit-1').getByRole('textbox'),
    done: (page) => expect(page.getByTestId('rg-deposit-limit-1').getByRole('status')).toHaveText('Saved: the limit applies now.'),
    effect: count('limits:deposit:1'),
  },
  {
    name: 'time-out (self-exclusion)',
    operation: 'account.selfExclude',
    async open(page, actor) {
      await page.goto('/profile/responsible-game');
      await shellReady(page);
      await timeoutCard(page).getByRole('button', { name: 'Start the time-out' }).click();
      await timeoutCard(page).getByLabel('Your password').fill(actor.password);
      return timeoutCard(page).getByRole('button', { name: 'Start the time-out' });
    },
    enterOn: (page) => timeoutCard(page).getByLabel('Your password'),
    async again(page, actor) {
      // a failed confirmation clears the password field: the player types it again
      await timeoutCard(page).getByLabel('Your password').fill(actor.password);
      return timeoutCard(page).getByRole('button', { name: 'Start the time-out' });
    },
    done: (page) => expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible(),
    effect: prefixed('exclusions:'),
  },
];
