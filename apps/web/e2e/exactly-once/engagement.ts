import type { Locator, Page } from '@playwright/test';
import { expect } from '../support.ts';
import { count, prefixed, type OneShotAction } from './action.ts';

/** Tournaments and the loyalty programme: taking part, buying in the shop, choosing a character. */

async function characterConfirm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /Choose a character|Change character/ }).click();
  await page.locator('[data-popup="LoyaltyCharacterChangePopup"]').getByRole('button', { name: 'Choose Pirate' }).click();
  return page.locator('[data-popup="LoyaltyCharacterChangeConfirmPopup"]').getByRole('button', { name: 'Confirm' });
}

async function shopConfirm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Buy €5 bonus' }).click();
  return page.locator('[data-popup="LoyaltyShopPopupConfirm"]').getByRole('button', { name: 'Buy', exact: true });
}

export const ENGAGEMENT_ACTIONS: readonly OneShotAction[] = [
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
];
