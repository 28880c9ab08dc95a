import type { Locator, Page } from '@playwright/test';
import { data } from '../bonuses-support.ts';
import { expect } from '../support.ts';
import { count, prefixed, type OneShotAction } from './action.ts';

/** Bonuses and what grants them: a bonus activated, deactivated or removed, an offer taken, a promo code. */

const promoBonus = async (page: Page) => void (await data(page.request, '/api/campaigns.activateOffer', { promo_code: 'WELCOME100' }));
const firstBonusId = async (page: Page) => (await data<{ items: { id: number }[] }>(page.request, '/api/bonuses.get?type=casino')).items[0]!.id;
const bonusCard = (page: Page) => page.locator('[data-section="casino"] li').filter({ hasText: '€100 bonus' });
const activeBonus = async (page: Page) => {
  await promoBonus(page);
  await data(page.request, '/api/bonuses.activate', { bonus_id: String(await firstBonusId(page)) });
};

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

export const BONUS_ACTIONS: readonly OneShotAction[] = [
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
    prepare: activeBonus,
    ...bonusRow('Deactivate'),
    done: (page) => expect(bonusCard(page).getByRole('button', { name: 'Activate' })).toBeVisible(),
    effect: count('ledger:bonus_deactivate'),
  },
  {
    name: 'bonus remove',
    operation: 'bonuses.remove',
    prepare: activeBonus,
    ...bonusRow('Remove'),
    done: (page) => expect(bonusCard(page)).toHaveCount(0),
    effect: count('ledger:bonus_remove'),
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
];
