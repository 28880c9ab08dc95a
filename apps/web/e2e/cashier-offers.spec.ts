import { expect, fault, test } from './support.ts';
import { casinoBonuses, data } from './bonuses-support.ts';
import { fillCard, openDeposit, payments, playerIn } from './cashier-support.ts';

interface OfferRow {
  readonly id: number;
  readonly sysname: string;
  readonly trigger: { readonly user_satisfies_params: boolean } | null;
}
const depositOffers = async (page: import('@playwright/test').Page) =>
  (await data<{ items: OfferRow[] }>(page.request, '/api/campaigns.getoffers?action=deposit&count=100&fields[]=trigger')).items;

test('a chosen deposit offer goes with the deposit: the sandbox grants its bonus and counts the offer as taken', async ({ page, request }) => {
  await playerIn(page, request);
  const welcome = (await depositOffers(page)).find((o) => o.sysname === 'welcome-deposit')!;
  await openDeposit(page, 'visa_mc');
  const offers = page.getByRole('radiogroup', { name: 'Bonus offer' });
  await expect(offers.getByRole('radio', { name: 'No bonus' })).toBeChecked();
  const option = offers.getByRole('radio', { name: /Welcome bonus 100%/ });
  // below the offer's minimum deposit it cannot be chosen
  await fillCard(page, '10');
  await expect(option).toBeDisabled();
  await page.locator('input[name=amount]').fill('50');
  await expect(option).toBeEnabled();
  await option.check({ force: true });
  await expect(option).toBeChecked();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
  // sandbox state, not the request: the offer's 100% bonus exists and the offer is no longer open to this player
  await expect.poll(async () => (await casinoBonuses(page.request)).length).toBe(1);
  const bonuses = await data<{ items: { amount: { amount: number } }[] }>(page.request, '/api/bonuses.get?type=casino');
  expect(bonuses.items[0]!.amount.amount).toBe(50);
  expect((await depositOffers(page)).find((o) => o.id === welcome.id)?.trigger?.user_satisfies_params).toBe(false);
});

test('a method the offer excludes does not offer it; without a choice the deposit takes no offer', async ({ page, request }) => {
  await playerIn(page, request);
  await openDeposit(page, 'crypto_usdt');
  const offers = page.getByRole('radiogroup', { name: 'Bonus offer' });
  await expect(offers.getByRole('radio', { name: 'No bonus' })).toBeChecked();
  await expect(offers.getByRole('radio', { name: /Welcome bonus 100%/ })).toHaveCount(0);
});

test('offers and promo code that fail to load or activate leave the deposit form usable with what was typed', async ({ page, request }) => {
  await playerIn(page, request);
  await fault(request, { method: 'campaigns.getoffers', status: 500, times: 1 });
  await openDeposit(page, 'visa_mc');
  await fillCard(page, '40');
  const notice = page.locator('[data-deposit-offers] [role=alert]');
  await expect(notice).toContainText('bonus offers could not load');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Bonus offer' })).toBeVisible();

  const code = page.getByRole('textbox', { name: 'Promo code' });
  await fault(request, { method: 'campaigns.activateOffer', status: 500, times: 1 });
  await code.fill('WELCOME100');
  // Enter in the code field activates the code; it does not send the deposit around it
  await code.press('Enter');
  await expect(page.getByText('We could not check the code right now')).toBeVisible();
  await expect(code).toHaveValue('WELCOME100');
  await expect(page.locator('input[name=amount]')).toHaveValue('40');
  expect((await payments(page, 'deposit')).length).toBe(0);
  await page.getByRole('group', { name: 'Promo code' }).getByRole('button', { name: 'Activate' }).click();
  await expect(code).toHaveValue('');
  // the code is no offer for this deposit: the player is told what it gave, and the form waits behind
  const popup = page.getByRole('dialog', { name: 'Promo code activated' });
  await expect(popup.getByText('The code WELCOME100 is active.')).toBeVisible();
  // the campaign's description, sanitised by the code the popup fetched (the deposit page does not load it)
  await expect(popup.getByText('A €100 casino bonus for the WELCOME100 code.')).toBeVisible();
  await popup.getByRole('button', { name: 'Great' }).click();
  await expect(popup).toHaveCount(0);
  await expect(page.locator('input[name=amount]')).toHaveValue('40');
  await expect(page.locator('input[name=card_holder]')).toHaveValue('JANE DOE');
  expect((await casinoBonuses(page.request)).length).toBe(1);
});
