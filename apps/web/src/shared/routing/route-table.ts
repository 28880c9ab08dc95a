/**
 * The route table of every screen of the site, shown without the locale prefix. Names follow the
 * `{segments}-{param}` convention (e.g. `cashier-deposit-sysname`); locale variants carry `___{locale}`.
 */

export type LayoutName = 'default' | 'empty' | 'game';

export interface RouteSpec {
  readonly name: string;
  readonly path: string;
  readonly layout: LayoutName;
  /** Which screen module renders it. */
  readonly screen: ScreenName;
  /** Route validation: a param that does not match is a 404 "Page Not Found: {path}". */
  readonly params?: Readonly<Record<string, RegExp>>;
}

export type ScreenName =
  | 'home' | 'content-page' | 'payment' | 'forms' | 'icons' | 'confirmation' | 'unsubscribe'
  | 'cashier-wallet' | 'cashier-deposit' | 'cashier-withdraw' | 'cashier-history' | 'cashier-receipt' | 'cashier-billing'
  | 'tournaments' | 'tournament' | 'tournament-hall' | 'jackpots' | 'jackpot' | 'winners'
  | 'loyalty' | 'loyalty-shop' | 'loyalty-programme' | 'profile-loyalty'
  | 'support'
  | 'bonuses' | 'cashback' | 'offers' | 'promotions'
  | 'gamehall' | 'game' | 'providers'
  | 'profile' | 'responsible-gaming' | 'betting' | 'bet-history' | 'verification';

/** The cashier's screens by path (the bare `/cashier` is its wallet). */
const cashierScreens: ReadonlyArray<readonly [string, ScreenName]> = [
  ['wallet', 'cashier-wallet'], ['billing', 'cashier-billing'], ['deposit', 'cashier-deposit'], ['deposit/:sysname', 'cashier-deposit'],
  ['history', 'cashier-history'], ['receipt', 'cashier-receipt'], ['withdraw', 'cashier-withdraw'],
];
const paymentPages = ['payfail', 'payfail/:transaction', 'paycancel', 'paymobile', 'paypending', 'paypending/:transaction', 'paysuccess', 'paysuccess/:transaction', 'paynewwindow'] as const;
const profileScreens = ['bets/exports', 'bets/history', 'loyalty', 'security', 'settings', 'notification', 'verification', 'responsible-game'] as const;

const ID = /^\d{1,12}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const SYSNAME = /^[a-z0-9][a-z0-9_-]{0,99}$/i;
/** A promotion's id in the content configuration: digits or a slug. */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
/** A CMS content page's slug (the contract's pattern): any other single segment is simply not a page. */
const PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

const nameOf = (path: string) => path.replace(/^\//, '').replace(/\/:?/g, '-').replace(/^:/, '') || 'index';

export const ROUTES: readonly RouteSpec[] = [
  { name: 'index', path: '/', layout: 'default', screen: 'home' },
  { name: 'offers', path: '/offers', layout: 'default', screen: 'offers' },
  { name: 'offers-id', path: '/offers/:id', layout: 'default', screen: 'offers', params: { id: ID } },
  { name: 'promotions', path: '/promotions', layout: 'default', screen: 'promotions' },
  { name: 'promotions-id', path: '/promotions/:id', layout: 'default', screen: 'promotions', params: { id: SLUG } },
  { name: 'betting', path: '/betting', layout: 'default', screen: 'betting' },
  { name: 'cashier', path: '/cashier', layout: 'default', screen: 'cashier-wallet' },
  ...cashierScreens.map(([s, screen]): RouteSpec => ({ name: nameOf(`/cashier/${s}`), path: `/cashier/${s}`, layout: 'default', screen, ...(s === 'deposit/:sysname' ? { params: { sysname: SYSNAME } } : {}) })),
  ...paymentPages.map((s): RouteSpec => ({ name: nameOf(`/cashier/${s}`), path: `/cashier/${s}`, layout: 'default', screen: 'payment', params: { transaction: TOKEN } })),
  { name: 'loyalty', path: '/loyalty', layout: 'default', screen: 'loyalty' },
  { name: 'loyalty-shop', path: '/loyalty/shop', layout: 'default', screen: 'loyalty-shop' },
  { name: 'loyalty-sysname', path: '/loyalty/:sysname', layout: 'default', screen: 'loyalty-programme', params: { sysname: SYSNAME } },
  // the bare addresses lead on to a child (the router's fixed redirects; the screens redirect too as a fallback)
  { name: 'profile', path: '/profile', layout: 'default', screen: 'profile' },
  { name: 'profile-bets', path: '/profile/bets', layout: 'default', screen: 'bet-history' },
  { name: 'profile-bonuses', path: '/profile/bonuses', layout: 'default', screen: 'bonuses' },
  { name: 'profile-cashback', path: '/profile/cashback', layout: 'default', screen: 'cashback' },
  ...profileScreens.map((s): RouteSpec => {
    if (s === 'loyalty') return { name: 'profile-loyalty', path: '/profile/loyalty', layout: 'default', screen: 'profile-loyalty' };
    if (s === 'verification') return { name: 'profile-verification', path: '/profile/verification', layout: 'default', screen: 'verification' };
    if (s === 'responsible-game') return { name: 'profile-responsible-game', path: '/profile/responsible-game', layout: 'default', screen: 'responsible-gaming' };
    if (s === 'bets/exports' || s === 'bets/history') return { name: nameOf(`/profile/${s}`), path: `/profile/${s}`, layout: 'default', screen: 'bet-history' };
    // settings, security and notification: one screen module with the profile's navigation
    return { name: nameOf(`/profile/${s}`), path: `/profile/${s}`, layout: 'default', screen: 'profile' };
  }),
  { name: 'support', path: '/support', layout: 'default', screen: 'support' },
  { name: 'winners', path: '/winners', layout: 'default', screen: 'winners' },
  { name: 'gamehall', path: '/gamehall', layout: 'default', screen: 'gamehall' },
  { name: 'gamehall-id', path: '/gamehall/:id', layout: 'default', screen: 'gamehall' },
  { name: 'jackpots', path: '/jackpots', layout: 'default', screen: 'jackpots' },
  { name: 'jackpots-id', path: '/jackpots/:id', layout: 'default', screen: 'jackpot', params: { id: ID } },
  { name: 'providers', path: '/providers', layout: 'default', screen: 'providers' },
  { name: 'tournaments', path: '/tournaments', layout: 'default', screen: 'tournaments' },
  { name: 'tournaments-id', path: '/tournaments/:id', layout: 'default', screen: 'tournament', params: { id: ID } },
  { name: 'tournaments-id-gamehall', path: '/tournaments/:id/gamehall', layout: 'default', screen: 'tournament-hall', params: { id: ID } },
  { name: 'unsubscribe', path: '/unsubscribe', layout: 'default', screen: 'unsubscribe' },
  { name: 'confirmation', path: '/confirmation', layout: 'default', screen: 'confirmation' },
  { name: 'confirmation-success', path: '/confirmation/success', layout: 'default', screen: 'confirmation' },
  { name: 'forms-sign_in', path: '/forms/sign_in', layout: 'empty', screen: 'forms' },
  { name: 'forms-sign_up', path: '/forms/sign_up', layout: 'empty', screen: 'forms' },
  { name: 'game-sysname', path: '/game/:sysname', layout: 'game', screen: 'game', params: { sysname: SYSNAME } },
  { name: '_icons', path: '/_icons', layout: 'default', screen: 'icons' },
  // the bare address leads players to the profile's page (the screen redirects; guests are asked to sign in first)
  { name: 'responsible-game', path: '/responsible-game', layout: 'default', screen: 'responsible-gaming' },
  { name: 'bets-all', path: '/bets/*', layout: 'default', screen: 'betting' },
  { name: 'slug', path: '/:slug', layout: 'default', screen: 'content-page', params: { slug: PAGE_SLUG } },
];

/** The name of a route in a locale: `___{locale}` for non-default locales. */
export const localizedName = (name: string, locale: string | undefined) => (locale ? `${name}___${locale}` : name);

/** History pages take `tab`: deposit, withdrawal, bonuses or cashbacks, deposit by default. */
export const HISTORY_ROUTES = new Set(['cashier-history', 'profile-bets-history']);
