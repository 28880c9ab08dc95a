import type { Page } from '@playwright/test';
import { data } from '../api.ts';
import type { Driver } from '../cell.ts';
import { profileAction } from './profile-action.ts';

const heart = (page: Page) => page.locator('main [role="listitem"] article').first().getByRole('button', { name: /^Favourite: / });
async function siteLanguage(page: Page) {
  await page.getByRole('button', { name: / Site language$/ }).click();
  return page.getByRole('option', { name: 'русский' });
}
/** The notices wait for the first interaction, once their service listens (after the page settles). */
async function notices(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.mouse.click(5, 5);
}
const tryAgain = async (page: Page) => page.getByRole('button', { name: 'Try again' }).first();

/** Sign-in and out, favourites, language, currency, notifications, standings, banks, payment results, exports. */
export const MORE: readonly Driver[] = [
  {
    op: 'auth.login',
    who: 'guest',
    screen: '/?show_popup_auth=1',
    failure: 'message',
    action: {
      async open(page) {
        const dialog = page.getByRole('dialog');
        const fields = [dialog.getByLabel('E-mail or phone'), dialog.getByLabel('Password', { exact: true })];
        await fields[0]!.fill('demo@example.com');
        await fields[1]!.fill('demo1234');
        return { press: dialog.getByRole('button', { name: 'Sign in', exact: true }), typed: fields.slice(0, 1) };
      },
    },
  },
  {
    op: 'auth.logout',
    who: { fresh: {} },
    screen: '/',
    // a logout failure is logged and tracked, nothing is said; the player presses Log out again
    failure: 'silent',
    action: {
      open: async (page) => ({ press: page.getByRole('banner').getByRole('button', { name: 'Log out' }) }),
      async again(page) {
        await page.reload();
        return page.getByRole('banner').getByRole('button', { name: 'Log out' });
      },
    },
    // a logout the app gave up on still ended the session on the server: the next page is a guest's
    async tookEffect(page) {
      await page.reload();
      return page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 }).then(() => true, () => false);
    },
  },
  {
    op: 'games.removeLike',
    who: { fresh: {} },
    screen: '/gamehall',
    failure: 'message',
    action: {
      async open(page) {
        // the heart fills at once; a second press while the like is still on its way is ignored, so wait for it
        const added = page.waitForResponse((r) => r.url().includes('/api/games.addLike'));
        await heart(page).click();
        await added;
        await page.locator('main [role="listitem"] article').first().locator('[aria-pressed="true"]').waitFor();
        return { press: heart(page) };
      },
    },
  },
  {
    op: 'account.changelocale',
    ...profileAction('/profile/settings'),
    action: { open: async (page) => ({ press: await siteLanguage(page) }), again: siteLanguage },
  },
  {
    op: 'account.setCurrency',
    ...profileAction('/profile/settings'),
    action: {
      async open(page) {
        const form = page.getByRole('form', { name: 'Currency' });
        await form.getByRole('button', { name: / Currency$/ }).click();
        await page.getByRole('option', { name: 'USD', exact: true }).click();
        return { press: form.getByRole('button', { name: 'Change currency' }) };
      },
    },
  },
  {
    op: 'account.changeSubscription',
    ...profileAction('/profile/notification'),
    action: { open: async (page) => ({ press: page.getByRole('switch', { name: /News by e-mail/ }), key: 'Space' }) },
  },
  {
    op: 'leaderboard.get',
    who: 'guest',
    screen: '/tournaments/1',
    failure: 'message',
    action: { open: async (page) => ({ press: page.getByRole('button', { name: 'Show full standings' }) }), again: tryAgain },
  },
  {
    op: 'games.createhistoryexportrequest',
    who: { fresh: { rounds: 3 } },
    screen: '/profile/bets/exports',
    failure: 'message',
    action: { open: async (page) => ({ press: page.getByRole('form', { name: 'Request an export' }).getByRole('button', { name: 'Request export' }) }) },
  },
  { op: 'games.gethistoryexportrequest', who: 'demo', screen: '/profile/bets/exports', failure: 'message' },
  // the notifications are read after the player's first interaction with the page; a failure is quiet (loyalty spec)
  { op: 'loyalty.getnotifications', who: { fresh: {} }, screen: '/loyalty', failure: 'silent', after: notices },
  { op: 'cashier.getbanks', who: 'demo', screen: '/cashier/deposit/bank_transfer', failure: 'message' },
  {
    op: 'cashier.getdepositinfo',
    who: { fresh: {} },
    screen: '/cashier/paysuccess',
    failure: 'message',
    // a deposit of its own, whose result page the cell opens
    async prepare(page) {
      const settings = await data<{ methods: Array<{ id: number; sysname: string }> }>(page.request, '/api/cashier.getdepositsettings');
      const method = settings.methods.find((m) => m.sysname === 'visa_mc')!;
      const made = await data<{ transaction_id?: number; id?: number }>(page.request, '/api/cashier.makedeposit', { methodId: String(method.id), method: 'visa_mc', amount: '40', 'requisites[card_number]': '4111111111111111', 'requisites[card_holder]': 'JANE DOE' });
      return `/cashier/paysuccess/${made.transaction_id ?? made.id}`;
    },
  },
];
