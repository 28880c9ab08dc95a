import {
  FakeAccountPort, FakeAuthPort, FakeRegistrationDataPort, FakeCampaignPopupsPort, FakeClock, FakeContentPort, FakeGameCategoriesPort, FakeI18nPort, MemoryCookies, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, RecordingMessaging,
} from '@casino/adapters/testing';
import {
  AccountPort, AuthPort, RegistrationDataPort, AnalyticsPort, CampaignPopupsPort, ClockPort, ContentPort, CookiePort, GameCategoriesPort, I18nPort, LocalStoragePort, LoggerPort, WindowMessagingPort,
} from '@casino/domain';
import { setupI18n } from '@lingui/core';
import { ContainerModule } from 'inversify';
import { FakeTabChannel } from '@casino/adapters/testing';
import { FakeBannersPort, FakeBonusesPort, FakeCampaignsPort, FakeCashbacksPort, FakePromotionsPort } from '@casino/adapters/testing';
import { BannersPort, BonusesPort, CampaignsPort, CashbacksPort, PromotionsPort } from '@casino/domain';
import { TabChannelPort } from '@casino/domain';
import { createAppContainer } from '../app/di/container.ts';
import { featureModules } from '../app/di/feature-modules.ts';
import { runStartup } from '../app/startup-order.ts';
import { StartupContribution } from '../shared/startup/startup-contribution.ts';

/**
 * The real container with every port rebound to a hand-written fake, and the features' start-up contributions run as
 * the bootstrap runs them (`startup: false` skips them). For wiring tests; view-model tests use `new` and fakes.
 */
export function createTestApp(options: { userAgent?: string; catalogs?: Record<string, Record<string, string>>; startup?: boolean } = {}) {
  const fakes = {
    account: new FakeAccountPort(),
    auth: new FakeAuthPort(),
    registration: new FakeRegistrationDataPort(),
    i18n: new FakeI18nPort(),
    content: new FakeContentPort(),
    categories: new FakeGameCategoriesPort(),
    campaigns: new FakeCampaignPopupsPort(),
    storage: new MemoryLocalStorage(),
    cookies: new MemoryCookies(),
    clock: new FakeClock(),
    analytics: new RecordingAnalytics(),
    logger: new RecordingLogger(),
    messaging: new RecordingMessaging(),
    tabs: new FakeTabChannel(),
    bonuses: new FakeBonusesPort(),
    cashbacks: new FakeCashbacksPort(),
    offers: new FakeCampaignsPort(),
    banners: new FakeBannersPort(),
    promotions: new FakePromotionsPort(),
  };
  const overrides = new ContainerModule(({ rebindSync }) => {
    rebindSync(AccountPort).toConstantValue(fakes.account);
    rebindSync(AuthPort).toConstantValue(fakes.auth);
    rebindSync(RegistrationDataPort).toConstantValue(fakes.registration);
    rebindSync(I18nPort).toConstantValue(fakes.i18n);
    rebindSync(ContentPort).toConstantValue(fakes.content);
    rebindSync(GameCategoriesPort).toConstantValue(fakes.categories);
    rebindSync(CampaignPopupsPort).toConstantValue(fakes.campaigns);
    rebindSync(LocalStoragePort).toConstantValue(fakes.storage);
    rebindSync(CookiePort).toConstantValue(fakes.cookies);
    rebindSync(ClockPort).toConstantValue(fakes.clock);
    rebindSync(AnalyticsPort).toConstantValue(fakes.analytics);
    rebindSync(LoggerPort).toConstantValue(fakes.logger);
    rebindSync(WindowMessagingPort).toConstantValue(fakes.messaging);
    rebindSync(TabChannelPort).toConstantValue(fakes.tabs);
    rebindSync(BonusesPort).toConstantValue(fakes.bonuses);
    rebindSync(CashbacksPort).toConstantValue(fakes.cashbacks);
    rebindSync(CampaignsPort).toConstantValue(fakes.offers);
    rebindSync(BannersPort).toConstantValue(fakes.banners);
    rebindSync(PromotionsPort).toConstantValue(fakes.promotions);
  });
  const i18n = setupI18n();
  const container = createAppContainer({
    api: { baseUrl: 'http://test.invalid' },
    catalogLoader: async (locale) => options.catalogs?.[locale] ?? {},
    i18n,
    userAgent: options.userAgent ?? 'Mozilla/5.0 test',
    features: featureModules(),
    overrides: [overrides],
  });
  if (options.startup !== false) runStartup(container.getAll<StartupContribution>(StartupContribution), fakes.logger);
  return { container, fakes, i18n };
}
