import type { FeatureChunk } from '../../shared/di/lazy-chunk.ts';
import type { ScreenName } from '../../shared/routing/route-table.ts';

/**
 * Screen modules load lazily: a feature's code arrives only on its routes. Each is a chunk's entry, imported
 * directly (not through the feature's index.ts, which would pull the feature into the entry chunk).
 */
export const screens: Record<ScreenName, () => Promise<FeatureChunk & { Screen: React.ComponentType }>> = {
  home: () => import('../../features/games/home/HomeScreen.tsx'),
  gamehall: () => import('../../features/games/hall/HallScreen.tsx'),
  game: () => import('../../features/games/game/GameScreen.tsx'),
  providers: () => import('../../features/games/providers/ProvidersScreen.tsx'),
  'content-page': () => import('../../features/content-pages/ContentPageScreen.tsx'),
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
  betting: () => import('../../features/betting/SportsbookScreen.tsx'),
  'bet-history': () => import('../../features/bet-history/BetHistoryScreen.tsx'),
  verification: () => import('../../features/verification/VerificationScreen.tsx'),
};
