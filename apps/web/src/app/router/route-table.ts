/**
 * The route table of spec part 1 §2.2 and part 2 §2, shown without the locale prefix. Names follow the
 * `{segments}-{param}` convention (e.g. `cashier-deposit-sysname`); locale variants carry `___{locale}`.
 * `feature` names the feature issue a placeholder screen waits for.
 */
export type LayoutName = 'default' | 'empty' | 'game';

export interface RouteSpec {
  readonly name: string;
  readonly path: string;
  readonly layout: LayoutName;
  /** Which screen module renders it. */
  readonly screen: ScreenName;
  /** For placeholder screens: the feature (not yet filed as an issue) the screen waits for. */
  readonly feature?: string;
  /** Route validation: a param that does not match is a 404 "Page Not Found: {path}" (spec part 1 §8). */
  readonly params?: Readonly<Record<string, RegExp>>;
}

export type ScreenName = 'home' | 'placeholder' | 'payment' | 'forms' | 'icons' | 'confirmation' | 'unsubscribe';

const P = (name: string, path: string, feature: string, layout: LayoutName = 'default'): RouteSpec => ({ name, path, layout, screen: 'placeholder', feature });

const cashierScreens = ['wallet', 'billing', 'deposit', 'deposit/:sysname', 'history', 'receipt', 'withdraw'] as const;
const paymentPages = ['payfail', 'payfail/:transaction', 'paycancel', 'paymobile', 'paypending', 'paypending/:transaction', 'paysuccess', 'paysuccess/:transaction', 'paynewwindow'] as const;
const profileScreens = ['bets/exports', 'bets/history', 'bonuses', 'loyalty', 'cashback', 'security', 'settings', 'notification', 'verification', 'responsible-game'] as const;

const ID = /^\d{1,12}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const SYSNAME = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

const nameOf = (path: string) => path.replace(/^\//, '').replace(/\/:?/g, '-').replace(/^:/, '') || 'index';

export const ROUTES: readonly RouteSpec[] = [
  { name: 'index', path: '/', layout: 'default', screen: 'home' },
  P('offers', '/offers', 'Offers and promotions'),
  { ...P('offers-id', '/offers/:id', 'Offers and promotions'), params: { id: ID } },
  P('promotions', '/promotions', 'Offers and promotions'),
  P('promotions-id', '/promotions/:id', 'Offers and promotions'),
  P('betting', '/betting', 'Betting'),
  P('cashier', '/cashier', 'Cashier'),
  ...cashierScreens.map((s) => P(nameOf(`/cashier/${s}`), `/cashier/${s}`, 'Cashier')),
  ...paymentPages.map((s): RouteSpec => ({ name: nameOf(`/cashier/${s}`), path: `/cashier/${s}`, layout: 'default', screen: 'payment', params: { transaction: TOKEN } })),
  P('loyalty', '/loyalty', 'Loyalty programme'),
  P('loyalty-shop', '/loyalty/shop', 'Loyalty programme'),
  P('loyalty-sysname', '/loyalty/:sysname', 'Loyalty programme'),
  P('profile', '/profile', 'Profile'),
  P('profile-bets', '/profile/bets', 'Profile'),
  ...profileScreens.map((s) => P(nameOf(`/profile/${s}`), `/profile/${s}`, s === 'bets/exports' || s === 'bets/history' ? 'Bet history' : 'Profile')),
  P('support', '/support', 'Support and chat'),
  P('winners', '/winners', 'Games hall'),
  P('gamehall', '/gamehall', 'Games hall'),
  P('gamehall-id', '/gamehall/:id', 'Games hall'),
  P('jackpots', '/jackpots', 'Jackpots'),
  P('jackpots-id', '/jackpots/:id', 'Jackpots'),
  P('providers', '/providers', 'Games hall'),
  P('tournaments', '/tournaments', 'Tournaments'),
  { ...P('tournaments-id', '/tournaments/:id', 'Tournaments'), params: { id: ID } },
  { ...P('tournaments-id-gamehall', '/tournaments/:id/gamehall', 'Tournaments'), params: { id: ID } },
  { name: 'unsubscribe', path: '/unsubscribe', layout: 'default', screen: 'unsubscribe' },
  { name: 'confirmation', path: '/confirmation', layout: 'default', screen: 'confirmation' },
  { name: 'confirmation-success', path: '/confirmation/success', layout: 'default', screen: 'confirmation' },
  { name: 'forms-sign_in', path: '/forms/sign_in', layout: 'empty', screen: 'forms' },
  { name: 'forms-sign_up', path: '/forms/sign_up', layout: 'empty', screen: 'forms' },
  { ...P('game-sysname', '/game/:sysname', 'Game page', 'game'), params: { sysname: SYSNAME } },
  { name: '_icons', path: '/_icons', layout: 'default', screen: 'icons' },
  P('responsible-game', '/responsible-game', 'Responsible gaming'),
  P('bets-all', '/bets/*', 'Betting'),
  P('slug', '/:slug', 'Content pages'),
];

/** The name of a route in a locale: `___{locale}` for non-default locales (spec part 1 §2.1). */
export const localizedName = (name: string, locale: string | undefined) => (locale ? `${name}___${locale}` : name);

/** History pages take `tab` (spec part 1 §2.3). */
export const HISTORY_ROUTES = new Set(['cashier-history', 'profile-bets-history']);
