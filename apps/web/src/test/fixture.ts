import {
  FakeAccountPort, FakeAuthPort, FakeCashierPort, FakeRegistrationDataPort, FakeCampaignPopupsPort, FakeClock, FakeContentPort, FakeGameCategoriesPort, FakeI18nPort, MemoryCookies, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, RecordingMessaging,
} from '@casino/adapters/testing';
import {
  AccountPort, AuthPort, CashierPort, RegistrationDataPort, TabChannelPort, AnalyticsPort, CampaignPopupsPort,
  ClockPort, ContentPort, CookiePort, GameCategoriesPort, I18nPort, LocalStoragePort, LoggerPort, WindowMessagingPort,
} from '@casino/domain/ports';
import { setupI18n } from '@lingui/core';
import { ContainerModule, type Container } from 'inversify';
import { onTestFinished } from 'vitest';
import { ChunkLoader, loadChunk } from '../shared/di/lazy-chunk.ts';
import { FakeTabChannel } from '@casino/adapters/testing';
import { FakeJackpotsPort, FakeLoyaltyPort, FakeTournamentsPort, RecordingSound } from '@casino/adapters/testing';
import { JackpotsPort, LoyaltyPort, SoundPort, TournamentsPort } from '@casino/domain/ports';
import { FakeContentPagesPort, FakeGameHistoryPort, FakeResponsibleGamingPort, FakeSeoPort, FakeVerificationPort } from '@casino/adapters/testing';
import { FakeProfilePort, FakeGamesPort, FakeBannersPort, FakeBonusesPort, FakeCampaignsPort, FakeCashbacksPort, FakePromotionsPort } from '@casino/adapters/testing';
import {
  ContentPagesPort, GameHistoryPort, ResponsibleGamingPort, SeoPort, VerificationPort,
} from '@casino/domain/ports';
import {
  ProfilePort, GamesPort, BannersPort, BonusesPort, CampaignsPort, CashbacksPort, PromotionsPort,
} from '@casino/domain/ports';
import { createAppContainer } from '../app/di/container.ts';
import { featureModules } from '../app/di/feature-modules.ts';
import { ActivityHost } from '../features/support/startup/after-first-activity.ts';
import { runStartup, stopStartup } from '../app/startup-runner.ts';

/**
 * The real container with every port rebound to a hand-written fake, and the features' start-up contributions run as
 * the bootstrap runs them (`startup: false` skips them) and stopped when the test ends. For wiring tests; view-model
 * tests use `new` and fakes.
 */
const inertActivityHost: ActivityHost = {
  document: { readyState: 'loading' },
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  setTimeout: () => undefined,
  clearTimeout: () => undefined,
};

/** Every port's fake, as a test app binds them. */
function createFakes() {
  return {
    account: new FakeAccountPort(),
    auth: new FakeAuthPort(),
    registration: new FakeRegistrationDataPort(),
    i18n: new FakeI18nPort(),
    content: new FakeContentPort(),
    categories: new FakeGameCategoriesPort(),
    campaigns: new FakeCampaignPopupsPort(),
    tournaments: new FakeTournamentsPort(),
    jackpots: new FakeJackpotsPort(),
    loyalty: new FakeLoyaltyPort(),
    sound: new RecordingSound(),
    storage: new MemoryLocalStorage(),
    cookies: new MemoryCookies(),
    clock: new FakeClock(),
    analytics: new RecordingAnalytics(),
    logger: new RecordingLogger(),
    messaging: new RecordingMessaging(),
    tabs: new FakeTabChannel(),
    cashier: new FakeCashierPort(),
    bonuses: new FakeBonusesPort(),
    cashbacks: new FakeCashbacksPort(),
    offers: new FakeCampaignsPort(),
    banners: new FakeBannersPort(),
    games: new FakeGamesPort(),
    profile: new FakeProfilePort(),
    promotions: new FakePromotionsPort(),
    responsibleGaming: new FakeResponsibleGamingPort(),
    gameHistory: new FakeGameHistoryPort(),
    verification: new FakeVerificationPort(),
    seo: new FakeSeoPort(),
    contentPages: new FakeContentPagesPort(),
  };
}
export type TestFakes = ReturnType<typeof createFakes>;

/**
 * `before` sets the fakes up before the container exists and the start-up runs: what a page finds when it loads (local
 * storage a previous page left), which services read as they are made.
 */
export function createTestApp(
  options: {
    userAgent?: string;
    catalogs?: Record<string, Record<string, string>>;
    startup?: boolean;
    before?: (fakes: TestFakes) => void;
    /** Rebinds in the built container before the start-up runs: its jobs are made with what is bound then. */
    beforeStartup?: (container: Container) => void;
  } = {},
) {
  const fakes = createFakes();
  options.before?.(fakes);
  // Chunks a start-up job loads on its own (the play-session watcher once a player is signed in) may still be
  // importing when a short test ends; the test waits for them, so no import outlives the test's environment.
  const built: { container?: Container } = {};
  const loading = new Set<Promise<unknown>>();
  const trackedLoader: ChunkLoader = (importer) => {
    const load = loadChunk(built.container!, importer);
    loading.add(load);
    void load.finally(() => loading.delete(load)).catch(() => {});
    return load;
  };
  try {
    onTestFinished(() => Promise.allSettled([...loading]).then(() => undefined));
    // what the start-up set up (reactions, listeners, timers) ends with the test, as it ends with the app
    onTestFinished(() => stopStartup(built.container!));
  } catch {
    // created outside a running test (a describe body): nothing to wait for at a test's end
  }
  const overrides = new ContainerModule(({ bind, rebindSync }) => {
    rebindSync<ChunkLoader>(ChunkLoader).toConstantValue(trackedLoader);
    rebindSync(AccountPort).toConstantValue(fakes.account);
    rebindSync(I18nPort).toConstantValue(fakes.i18n);
    rebindSync(ContentPort).toConstantValue(fakes.content);
    rebindSync(GameCategoriesPort).toConstantValue(fakes.categories);
    rebindSync(LocalStoragePort).toConstantValue(fakes.storage);
    rebindSync(CookiePort).toConstantValue(fakes.cookies);
    rebindSync(ClockPort).toConstantValue(fakes.clock);
    rebindSync(AnalyticsPort).toConstantValue(fakes.analytics);
    rebindSync(LoggerPort).toConstantValue(fakes.logger);
    rebindSync(WindowMessagingPort).toConstantValue(fakes.messaging);
    rebindSync(CashbacksPort).toConstantValue(fakes.cashbacks);
    // vendors never start in unit tests: their trigger would outlive the test's window
    rebindSync(ActivityHost).toConstantValue(inertActivityHost);
    // ports that lazy chunks bind adapters for in the app (`FeatureChunk.adapters`)
    bind(TabChannelPort).toConstantValue(fakes.tabs);
    bind(AuthPort).toConstantValue(fakes.auth);
    bind(RegistrationDataPort).toConstantValue(fakes.registration);
    bind(CampaignPopupsPort).toConstantValue(fakes.campaigns);
    bind(CashierPort).toConstantValue(fakes.cashier);
    bind(TournamentsPort).toConstantValue(fakes.tournaments);
    bind(JackpotsPort).toConstantValue(fakes.jackpots);
    bind(LoyaltyPort).toConstantValue(fakes.loyalty);
    bind(SoundPort).toConstantValue(fakes.sound);
    bind(BonusesPort).toConstantValue(fakes.bonuses);
    bind(CampaignsPort).toConstantValue(fakes.offers);
    bind(BannersPort).toConstantValue(fakes.banners);
    bind(GamesPort).toConstantValue(fakes.games);
    bind(ProfilePort).toConstantValue(fakes.profile);
    bind(PromotionsPort).toConstantValue(fakes.promotions);
    bind(ResponsibleGamingPort).toConstantValue(fakes.responsibleGaming);
    bind(GameHistoryPort).toConstantValue(fakes.gameHistory);
    bind(VerificationPort).toConstantValue(fakes.verification);
    bind(SeoPort).toConstantValue(fakes.seo);
    bind(ContentPagesPort).toConstantValue(fakes.contentPages);
  });
  const i18n = setupI18n();
  const container = createAppContainer({
    api: { baseUrl: 'http://test.invalid' },
    catalogLoader: async (locale) => options.catalogs?.[locale] ?? {},
    i18n,
    userAgent: options.userAgent ?? 'Mozilla/5.0 test',
    features: featureModules(),
    overrides: [overrides],
    chunkAdapters: false,
  });
  built.container = container;
  options.beforeStartup?.(container);
  if (options.startup !== false) runStartup(container, fakes.logger);
  return { container, fakes, i18n };
}
