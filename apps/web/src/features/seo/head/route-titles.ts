import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ScreenName } from '../../../shared/routing/route-table.ts';

/**
 * Each screen's generic name for the title, so no two kinds of page share a title even when the CMS has no entry for
 * them. The home page has none: it takes the site's default title. Pages that show an entity (a game, a promotion)
 * put its name first through `useScreenSeo`.
 */
export const ROUTE_TITLES: Readonly<Record<ScreenName, MessageDescriptor | undefined>> = {
  home: undefined,
  payment: msg`Payment`,
  forms: msg`Sign in`,
  icons: msg`Icons`,
  confirmation: msg`Confirmation`,
  unsubscribe: msg`Unsubscribe`,
  'cashier-wallet': msg`Wallet`,
  'cashier-deposit': msg`Deposit`,
  'cashier-withdraw': msg`Withdrawal`,
  'cashier-history': msg`Transaction history`,
  'cashier-receipt': msg`Receipt`,
  'cashier-billing': msg`Billing`,
  tournaments: msg`Tournaments`,
  tournament: msg`Tournament`,
  'tournament-hall': msg`Tournament games`,
  jackpots: msg`Jackpots`,
  jackpot: msg`Jackpot`,
  winners: msg`Winners`,
  loyalty: msg`Loyalty programme`,
  'loyalty-shop': msg`Loyalty shop`,
  'loyalty-programme': msg`Loyalty programme`,
  'profile-loyalty': msg`My loyalty`,
  support: msg`Support`,
  bonuses: msg`Bonuses`,
  cashback: msg`Cashback`,
  offers: msg`Offers`,
  promotions: msg`Promotions`,
  gamehall: msg`Games`,
  game: msg`Game`,
  providers: msg`Game providers`,
  profile: msg`Profile`,
  'responsible-gaming': msg`Responsible gaming`,
  betting: msg`Sports betting`,
  'bet-history': msg`Bet history`,
  verification: msg`Identity verification`,
  'content-page': undefined,
};
