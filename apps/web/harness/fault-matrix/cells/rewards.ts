import type { Page } from '@playwright/test';
import { data } from '../api.ts';
import type { Driver } from '../cell.ts';

const promoBonus = async (page: Page) => void (await data(page.request, '/api/campaigns.activateOffer', { promo_code: 'WELCOME100' }));
const activeBonus = async (page: Page) => {
  await promoBonus(page);
  const { items } = await data<{ items: Array<{ id: number }> }>(page.request, '/api/bonuses.get?type=casino');
  await data(page.request, '/api/bonuses.activate', { bonus_id: String(items[0]!.id) });
};

type BonusAction = 'Activate' | 'Deactivate' | 'Remove';
const QUESTIONS: Record<BonusAction, string> = { Activate: 'Activate this bonus?', Deactivate: 'Deactivate this bonus?', Remove: 'Remove this bonus?' };
/** Presses a bonus card's action and answers the confirmation's button (asked again on a retry). */
async function bonusConfirm(page: Page, action: BonusAction) {
  await page.locator('[data-section="casino"] li').filter({ hasText: '€100 bonus' }).getByRole('button', { name: action }).click();
  return page.getByRole('alertdialog', { name: QUESTIONS[action] }).getByRole('button', { name: action });
}
const bonus = (op: string, action: BonusAction, prepare: (page: Page) => Promise<void>): Driver => ({
  op,
  who: { fresh: {} },
  screen: '/profile/bonuses',
  failure: 'message',
  action: { prepare, open: async (page) => ({ press: await bonusConfirm(page, action) }), again: (page) => bonusConfirm(page, action) },
});

/** A betting bonus of the offers page's betting starter, taken through the API. */
async function bettingBonus(page: Page) {
  const { items } = await data<{ items: Array<{ id: number; sysname: string }> }>(page.request, '/api/campaigns.getoffers');
  await data(page.request, '/api/campaigns.takepromotions', { offer_id: String(items.find((o) => o.sysname === 'betting-starter')!.id) });
}
async function bettingConfirm(page: Page, action: 'Activate' | 'Remove') {
  await page.locator('[data-section="betting"] li').first().getByRole('button', { name: action }).click();
  return page.getByRole('alertdialog', { name: QUESTIONS[action] }).getByRole('button', { name: action });
}
const betting = (op: string, action: 'Activate' | 'Remove'): Driver => ({
  op,
  who: { fresh: {} },
  screen: '/profile/bonuses',
  failure: 'message',
  action: { prepare: bettingBonus, open: async (page) => ({ press: await bettingConfirm(page, action) }), again: (page) => bettingConfirm(page, action) },
});

async function cashbackButton(page: Page, action: 'Pay out' | 'Remove') {
  const button = page.locator('[data-cashback]').first().getByRole('button', { name: action });
  await button.waitFor();
  return button;
}

/** Bonuses, cashback, offers and promo codes: each action uses up what a fresh player was given. */
export const REWARDS: readonly Driver[] = [
  bonus('bonuses.activate', 'Activate', promoBonus),
  bonus('bonuses.deactivate', 'Deactivate', activeBonus),
  bonus('bonuses.remove', 'Remove', activeBonus),
  betting('BettingBonuses.activate', 'Activate'),
  betting('BettingBonuses.remove', 'Remove'),
  {
    op: 'cashbacks.payout',
    who: { fresh: { cashback: 12.5 } },
    screen: '/profile/cashback',
    failure: 'message',
    action: { open: async (page) => ({ press: await cashbackButton(page, 'Pay out') }), again: (page) => cashbackButton(page, 'Pay out') },
  },
  {
    op: 'cashbacks.remove',
    who: { fresh: { cashback: 12.5 } },
    screen: '/profile/cashback',
    failure: 'message',
    action: {
      async prepare(page) {
        const [cashback] = (await data<{ items: Array<{ id: number }> }>(page.request, '/api/cashbacks.get')).items;
        await data(page.request, '/api/cashbacks.payout', { cashback_id: String(cashback!.id) });
      },
      open: async (page) => ({ press: await cashbackButton(page, 'Remove') }),
      again: (page) => cashbackButton(page, 'Remove'),
    },
  },
  {
    op: 'campaigns.takepromotions',
    who: { fresh: {} },
    screen: '/offers',
    failure: 'message',
    action: { open: async (page) => ({ press: page.locator('[data-offer="betting-starter"]').getByRole('button', { name: 'Take it' }) }) },
  },
  {
    op: 'campaigns.activateOffer',
    who: { fresh: {} },
    screen: '/profile/bonuses',
    failure: 'message',
    action: {
      async open(page) {
        const field = page.getByRole('textbox', { name: 'Promo code' });
        await field.fill('WELCOME100');
        return { press: page.getByRole('button', { name: 'Activate' }), typed: [field] };
      },
    },
  },
];
