/**
 * Hand-written fakes of every port, for view-model tests and catalog stories. They ship from their own `./testing`
 * subpath export, so app code never pulls them in by accident.
 */
export { FakeClock } from './fake-clock.ts';
export { honourSignals } from './honour-signals.ts';
export { MemoryLocalStorage, MemoryCookies, RecordingAnalytics, RecordingLogger, RecordingMessaging } from './memory-platform.ts';
export { FakeCampaignPopupsPort, campaignPopup, FakeGameCategoriesPort, FakeAccountPort, FakeI18nPort, FakeContentPort, accountInfo, balances, generalInfo, failure, ok, err } from './fake-ports.ts';
export { FakeAuthPort, FakeRegistrationDataPort, phoneSettings } from './fake-auth.ts';
export { FakeTabChannel, FakeTabHub } from './fake-tab-channel.ts';
export { FakeCashierPort, paymentMethod, historyItem, depositInfo } from './fake-cashier.ts';
export { FakeTournamentsPort, FakeJackpotsPort, tournament, leaderboard, standing, hallGame, jackpot, winner } from './fake-tournaments.ts';
export { FakeLoyaltyPort, RecordingSound, loyaltyInfo, loyaltyProgram, loyaltyNotification, product, character } from './fake-loyalty.ts';
export { FakeSupportPort } from './fake-support.ts';
export { FakeCustomCodePort, FakeClientMonitoring } from './fake-client-analytics.ts';
export { FakeBonusesPort, FakeCashbacksPort, FakeBannersPort, FakePromotionsPort, bonus, cashback, contentPromotion, freeSpinPack } from './fake-bonuses.ts';
export { FakeCampaignsPort, campaignOffer } from './fake-campaigns.ts';
export { FakeGamesPort, FakeHomeBanners, gameSummary, gameList, bannerItem } from './fake-games.ts';
export { FakeProfilePort, playerProfile, profileContact, fieldFailure } from './fake-profile.ts';
export { FakeResponsibleGamingPort, playerLimit, playerLimits, playSession } from './fake-responsible-gaming.ts';
export { FakeGameHistoryPort, gameRounds } from './fake-game-history.ts';
export { FakeVerificationPort } from './fake-verification.ts';
export { FakeSeoPort, FakeContentPagesPort, pageSeo, contentPage } from './fake-content.ts';
