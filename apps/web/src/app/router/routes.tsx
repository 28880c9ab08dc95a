import { data, matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { withAriaScope } from '../../shared/aria/with-aria-scope.tsx';
import type { FeatureChunk } from '../../shared/di/lazy-chunk.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';
import { RouteError } from './RouteError.tsx';
import { HISTORY_ROUTES, ROUTES, localizedName, type LayoutName, type RouteSpec, type ScreenName } from '../../shared/routing/route-table.ts';


/**
 * Screen modules load lazily: a feature's code arrives only on its routes. Each is a chunk's entry, imported
 * directly (not through the feature's index.ts, which would pull the feature into the entry chunk).
 */
const screens: Record<ScreenName, () => Promise<FeatureChunk & { Screen: React.ComponentType }>> = {
  home: () => import('../../features/games/home/HomeScreen.tsx'),
  gamehall: () => import('../../features/games/hall/HallScreen.tsx'),
  game: () => import('../../features/games/game/GameScreen.tsx'),
  providers: () => import('../../features/games/providers/ProvidersScreen.tsx'),
  placeholder: () => import('../../features/placeholder/PlaceholderScreen.tsx'),
  payment: () => import('../../features/cashier/payment/PaymentResultScreen.tsx'),
  'cashier-wallet': () => import('../../features/cashier/wallet/WalletScreen.tsx'),
  'cashier-deposit': () => import('../../features/cashier/deposit/DepositScreen.tsx'),
  'cashier-withdraw': () => import('../../features/cashier/withdraw/WithdrawScreen.tsx'),
  'cashier-history': () => import('../../features/cashier/history/HistoryScreen.tsx'),
  'cashier-receipt': () => import('../../features/cashier/payment/ReceiptScreen.tsx'),
  'cashier-billing': () => import('../../features/cashier/payment/BillingScreen.tsx'),
  forms: () => import('../../features/accounts/embedded-forms/EmbeddedFormScreen.tsx'),
  icons: () => import('../../features/system-pages/IconsScreen.tsx'),
  tournaments: () => import('../../features/tournaments/list/TournamentListScreen.tsx'),
  tournament: () => import('../../features/tournaments/detail/TournamentScreen.tsx'),
  'tournament-hall': () => import('../../features/tournaments/hall/TournamentHallScreen.tsx'),
  jackpots: () => import('../../features/tournaments/jackpots/JackpotsScreen.tsx'),
  jackpot: () => import('../../features/tournaments/jackpots/JackpotScreen.tsx'),
  winners: () => import('../../features/tournaments/winners/WinnersScreen.tsx'),
  loyalty: () => import('../../features/loyalty/overview/LoyaltyScreen.tsx'),
  'loyalty-shop': () => import('../../features/loyalty/shop/ShopScreen.tsx'),
  'loyalty-programme': () => import('../../features/loyalty/programme/ProgrammeScreen.tsx'),
  'profile-loyalty': () => import('../../features/loyalty/ProfileLoyaltyScreen.tsx'),
  support: () => import('../../features/support/SupportScreen.tsx'),
  bonuses: () => import('../../features/bonuses/bonuses/BonusesScreen.tsx'),
  cashback: () => import('../../features/bonuses/cashback/CashbackScreen.tsx'),
  offers: () => import('../../features/bonuses/offers/OffersScreen.tsx'),
  promotions: () => import('../../features/bonuses/promotions/PromotionsScreen.tsx'),
  confirmation: () => import('../../features/profile/links/ConfirmationScreen.tsx'),
  unsubscribe: () => import('../../features/profile/links/UnsubscribeScreen.tsx'),
  profile: () => import('../../features/profile/ProfileScreen.tsx'),
  'responsible-gaming': () => import('../../features/responsible-gaming/ResponsibleGamingScreen.tsx'),
};

export interface RouteBuilders {
  readonly layouts: Record<LayoutName, React.ComponentType>;
  /** Loads a screen's chunk and binds the modules it lists (`loadChunk` with the app's container). */
  readonly load?: <C extends FeatureChunk>(importer: () => Promise<C>) => Promise<C>;
  readonly gamehallLoader: RouteObject['loader'];
  readonly historyLoader: RouteObject['loader'];
}

/** Throws a 404 when a route param fails its pattern (the route's error boundary shows "Page Not Found: {path}"). */
export function validateParams(spec: RouteSpec, params: LoaderFunctionArgs['params']): void {
  for (const [name, pattern] of Object.entries(spec.params ?? {})) {
    if (!spec.path.includes(`:${name}`)) continue; // e.g. /cashier/payfail shares its rule with /cashier/payfail/:transaction
    if (!pattern.test(params[name] ?? '')) throw data(null, { status: 404 });
  }
}

function routeFor(spec: RouteSpec, locale: string | undefined, prefix: string, builders: RouteBuilders): RouteObject {
  const path = spec.path === '/' ? prefix || '/' : `${prefix}${spec.path}`;
  const handle: RouteHandle = { name: localizedName(spec.name, locale), spec, locale };
  const guard = spec.name === 'gamehall-id' ? builders.gamehallLoader : HISTORY_ROUTES.has(spec.name) ? builders.historyLoader : undefined;
  const loader: RouteObject['loader'] =
    spec.params || guard
      ? (args) => {
          validateParams(spec, args.params);
          return typeof guard === 'function' ? guard(args) : null;
        }
      : undefined;
  return {
    id: handle.name,
    path,
    handle,
    loader,
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: await withAriaScope((builders.load ?? ((importer) => importer()))(screens[spec.screen]).then((chunk) => chunk.Screen)) }),
  };
}

/**
 * Every route bare and under each non-default locale prefix (spec part 1 §2.1), grouped by layout.
 * Built after the locale list is known, so prefixes are static segments (no clash with `/{slug}`).
 */
export function buildLocaleRoutes(locales: readonly string[], defaultLocale: string, builders: RouteBuilders): RouteObject[] {
  const groups: RouteObject[] = [];
  for (const locale of [undefined, ...locales.filter((l) => l !== defaultLocale)]) {
    const prefix = locale ? `/${locale}` : '';
    for (const layout of ['default', 'empty', 'game'] as const) {
      const Layout = builders.layouts[layout];
      groups.push({
        id: `layout-${layout}${locale ? `___${locale}` : ''}`,
        Component: Layout,
        children: ROUTES.filter((r) => r.layout === layout).map((spec) => routeFor(spec, locale, prefix, builders)),
      });
    }
  }
  return groups;
}

/** Starts loading the screen module of a bare path (no locale prefix), so start-up fetches it alongside the catalogs. */
export function preloadScreen(barePath: string): void {
  const spec = matchRoutes(ROUTES.map((route): RouteObject => ({ path: route.path, handle: route })), barePath)?.at(-1)?.route.handle as RouteSpec | undefined;
  // a failure is left to the route's own lazy load, which reports it
  if (spec) screens[spec.screen]().catch(() => undefined);
}
