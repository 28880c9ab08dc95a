import type { Page } from '@playwright/test';
import type { Driver } from '../cell.ts';

async function characterConfirm(page: Page) {
  await page.getByRole('button', { name: /Choose a character|Change character/ }).click();
  await page.locator('[data-popup="LoyaltyCharacterChangePopup"]').getByRole('button', { name: 'Choose Pirate' }).click();
  return page.locator('[data-popup="LoyaltyCharacterChangeConfirmPopup"]').getByRole('button', { name: 'Confirm' });
}
async function shopConfirm(page: Page) {
  await page.getByRole('button', { name: 'Buy €5 bonus' }).click();
  return page.locator('[data-popup="LoyaltyShopPopupConfirm"]').getByRole('button', { name: 'Buy', exact: true });
}
const heart = (page: Page) => page.locator('main [role="listitem"] article').first().getByRole('button', { name: /^Favourite: / });

/** Tournaments, the loyalty shop and character, favourites and the support form. */
export const ENGAGEMENT: readonly Driver[] = [
  {
    op: 'tournaments.participate',
    who: { fresh: {} },
    screen: '/tournaments/3',
    failure: 'message',
    action: { open: async (page) => ({ press: page.getByRole('button', { name: 'Take part' }) }) },
  },
  {
    op: 'loyalty.buyproduct',
    who: { fresh: { loyaltyPoints: 700 } },
    screen: '/loyalty/shop',
    failure: 'message',
    action: {
      open: async (page) => ({ press: await shopConfirm(page) }),
      async again(page) {
        // the failure's popup first (it says to try again)
        await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
        return shopConfirm(page);
      },
    },
  },
  {
    op: 'loyalty.setcharacter',
    who: { fresh: {} },
    screen: '/profile/loyalty',
    failure: 'message',
    action: { open: async (page) => ({ press: await characterConfirm(page) }), again: characterConfirm },
  },
  {
    op: 'games.addLike',
    who: { fresh: {} },
    screen: '/gamehall',
    failure: 'message',
    action: { open: async (page) => ({ press: heart(page) }) },
  },
  {
    op: 'Support.sendFeedback',
    who: { fresh: {} },
    screen: '/support',
    failure: 'message',
    action: {
      async open(page) {
        const fields = [page.getByRole('textbox', { name: 'Subject' }), page.getByRole('textbox', { name: 'Message' })];
        await fields[0]!.fill('Deposit');
        await fields[1]!.fill('My deposit has not arrived.');
        return { press: page.getByRole('button', { name: 'Send message' }), typed: fields };
      },
    },
  },
];
