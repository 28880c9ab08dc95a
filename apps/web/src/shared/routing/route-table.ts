/**
 * The route table of spec part 1 §2.2 and part 2 §2, shown without the locale prefix. Names follow the
 * `{segments}-{param}` convention (e.g. `cashier-deposit-sysname`); locale variants carry `___{locale}`.
 * `feature` names the feature issue a placeholder screen waits for.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type LayoutName = 'default' | 'empty' | 'game';

export interface RouteSpec {
  readonly name: string;
  readonly path: string;
  readonly layout: LayoutName;
  /** Which screen module renders it. */
  readonly screen: ScreenName;
  /** For placeholder screens: the feature (not yet filed as an issue) the screen waits for. */
  readonly feature?: MessageDescriptor;
  /** Route validation: a param that does not match is a 404 "Page Not Found: {path}" (spec part 1 §8). */
  readonly params?: Readonly<Record<string, RegExp>>;
}

export type ScreenName = 'home' | 'placeholder' | 'payment' | 'forms' | 'icons' | 'confirmation' | 'unsubscribe' | 'profile';

const P = (name: string, path: string, feature: MessageDescriptor, layout: LayoutName = 'default'): RouteSpec => ({ name, path, layout, screen: 'placeholder', feature });

const cashierScreens = ['wallet', 'billing', 'deposit', 'deposit/:sysname', 'history', 'receipt', 'withdraw'] as const;
const paymentPages = ['payfail', 'payfail/:transaction', 'paycancel', 'paymobile', 'paypending', 'paypending/:transaction', 'paysuccess', 'paysuccess/:transaction', 'paynewwindow'] as const;
/** The profile's children the profile feature renders (one screen module with the profile navigation). */
const PROFILE_FEATURE_SCREENS = new Set<string>(['settings', 'security', 'notification']);
const profileScreens = ['bets/exports', 'bets/history', 'bonuses', 'loyalty', 'cashback', 'security', 'settings', 'notification', 'verification', 'responsible-game'] as const;

/** Feature names shown on placeholder screens (translated). */
const F_OFFERS_AND_PROMOTIONS = msg`Offers and promotions`;
const F_BETTING = msg`Betting`;
const F_CASHIER = msg`Cashier`;
const F_LOYALTY_PROGRAMME = msg`Loyalty programme`;
const F_PROFILE = msg`Profile`;
const F_BET_HISTORY = msg`Bet history`;
const F_SUPPORT_AND_CHAT = msg`Support and chat`;
const F_GAMES_HALL = msg`Games hall`;
const F_JACKPOTS = msg`Jackpots`;
const F_TOURNAMENTS = msg`Tournaments`;
const F_GAME_PAGE = msg`Game page`;
const F_RESPONSIBLE_GAMING = msg`Responsible gaming`;
const F_CONTENT_PAGES = msg`Content pages`;

const ID = /^\d{1,12}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const SYSNAME = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

const nameOf = (path: string) => path.replace(/^\//, '').replace(/\/:?/g, '-').replace(/^:/, '') || 'index';

export const ROUTES: readonly RouteSpec[] = [
  { name: 'index', path: '/', layout: 'default', screen: 'home' },
  P('offers', '/offers', F_OFFERS_AND_PROMOTIONS),
  { ...P('offers-id', '/offers/:id', F_OFFERS_AND_PROMOTIONS), params: { id: ID } },
  P('promotions', '/promotions', F_OFFERS_AND_PROMOTIONS),
  P('promotions-id', '/promotions/:id', F_OFFERS_AND_PROMOTIONS),
  P('betting', '/betting', F_BETTING),
  P('cashier', '/cashier', F_CASHIER),
  ...cashierScreens.map((s) => P(nameOf(`/cashier/${s}`), `/cashier/${s}`, F_CASHIER)),
  ...paymentPages.map((s): RouteSpec => ({ name: nameOf(`/cashier/${s}`), path: `/cashier/${s}`, layout: 'default', screen: 'payment', params: { transaction: TOKEN } })),
  P('loyalty', '/loyalty', F_LOYALTY_PROGRAMME),
  P('loyalty-shop', '/loyalty/shop', F_LOYALTY_PROGRAMME),
  P('loyalty-sysname', '/loyalty/:sysname', F_LOYALTY_PROGRAMME),
  P('profile', '/profile', F_PROFILE),
  P('profile-bets', '/profile/bets', F_PROFILE),
  ...profileScreens.map((s): RouteSpec => {
    const spec = P(nameOf(`/profile/${s}`), `/profile/${s}`, s === 'bets/exports' || s === 'bets/history' ? F_BET_HISTORY : F_PROFILE);
    return PROFILE_FEATURE_SCREENS.has(s) ? { name: spec.name, path: spec.path, layout: spec.layout, screen: 'profile' } : spec;
  }),
  P('support', '/support', F_SUPPORT_AND_CHAT),
  P('winners', '/winners', F_GAMES_HALL),
  P('gamehall', '/gamehall', F_GAMES_HALL),
  P('gamehall-id', '/gamehall/:id', F_GAMES_HALL),
  P('jackpots', '/jackpots', F_JACKPOTS),
  P('jackpots-id', '/jackpots/:id', F_JACKPOTS),
  P('providers', '/providers', F_GAMES_HALL),
  P('tournaments', '/tournaments', F_TOURNAMENTS),
  { ...P('tournaments-id', '/tournaments/:id', F_TOURNAMENTS), params: { id: ID } },
  { ...P('tournaments-id-gamehall', '/tournaments/:id/gamehall', F_TOURNAMENTS), params: { id: ID } },
  { name: 'unsubscribe', path: '/unsubscribe', layout: 'default', screen: 'unsubscribe' },
  { name: 'confirmation', path: '/confirmation', layout: 'default', screen: 'confirmation' },
  { name: 'confirmation-success', path: '/confirmation/success', layout: 'default', screen: 'confirmation' },
  { name: 'forms-sign_in', path: '/forms/sign_in', layout: 'empty', screen: 'forms' },
  { name: 'forms-sign_up', path: '/forms/sign_up', layout: 'empty', screen: 'forms' },
  { ...P('game-sysname', '/game/:sysname', F_GAME_PAGE, 'game'), params: { sysname: SYSNAME } },
  { name: '_icons', path: '/_icons', layout: 'default', screen: 'icons' },
  P('responsible-game', '/responsible-game', F_RESPONSIBLE_GAMING),
  P('bets-all', '/bets/*', F_BETTING),
  P('slug', '/:slug', F_CONTENT_PAGES),
];

/** The name of a route in a locale: `___{locale}` for non-default locales (spec part 1 §2.1). */
export const localizedName = (name: string, locale: string | undefined) => (locale ? `${name}___${locale}` : name);

/** History pages take `tab` (spec part 1 §2.3). */
export const HISTORY_ROUTES = new Set(['cashier-history', 'profile-bets-history']);
