import {
  AccountPort, AnalyticsPort, AuthPort, RegistrationDataPort, CampaignPopupsPort, GameCategoriesPort, ClockPort, ContentPort, CookiePort, I18nPort, LocalStoragePort, LoggerPort, ServerStoragePort, WindowMessagingPort,
} from '@casino/domain';
import { ContainerModule } from 'inversify';
import { ApiAccount } from './api/account.adapter.ts';
import { ApiProfile } from './api/profile.adapter.ts';
import { ApiAuth } from './api/auth.adapter.ts';
import { ApiRegistrationData } from './api/registration-data.adapter.ts';
import { ApiClientToken, createApiClient, type ApiClientOptions } from './api/api-client.ts';
import { ApiServerStorage } from './api/server-storage.adapter.ts';
import { ApiGameCategories } from './api/game-categories.adapter.ts';
import { ApiCampaignPopups } from './api/campaign-popups.adapter.ts';
import { DataLayerAnalytics, ConsoleLogger } from './analytics/analytics.adapter.ts';
import { SystemClock } from './browser/clock.adapter.ts';
import { DocumentCookies } from './browser/cookie.adapter.ts';
import { BrowserLocalStorage } from './browser/local-storage.adapter.ts';
import { BrowserWindowMessaging } from './browser/window-messaging.adapter.ts';
import { ApiContent } from './content/content.adapter.ts';
import { ApiI18n } from './i18n/i18n.adapter.ts';
import { BrowserTabChannel } from './browser/tab-channel.adapter.ts';
import { LocaleSourcePort, ProfilePort, TabChannelPort } from '@casino/domain';

/**
 * Binds every port to its browser/API adapter (singletons). The app's composition root loads this once. Unless `api`
 * names a locale, the client reads it from the `LocaleSourcePort` the app binds.
 */
export function adaptersModule(api: ApiClientOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ApiClientToken)
      .toDynamicValue((context) => {
        // looked up at call time, not here: the app's locale store provides the source and itself needs the API
        const locale = api.locale ?? (() => context.get<LocaleSourcePort>(LocaleSourcePort, { optional: true })?.current);
        return createApiClient({ ...api, locale });
      })
      .inSingletonScope();
    bind(AccountPort).to(ApiAccount).inSingletonScope();
    bind(AuthPort).to(ApiAuth).inSingletonScope();
    bind(ProfilePort).to(ApiProfile).inSingletonScope();
    bind(RegistrationDataPort).to(ApiRegistrationData).inSingletonScope();
    bind(I18nPort).to(ApiI18n).inSingletonScope();
    bind(ContentPort).to(ApiContent).inSingletonScope();
    bind(ServerStoragePort).to(ApiServerStorage).inSingletonScope();
    bind(GameCategoriesPort).to(ApiGameCategories).inSingletonScope();
    bind(CampaignPopupsPort).to(ApiCampaignPopups).inSingletonScope();
    bind(LocalStoragePort).toConstantValue(new BrowserLocalStorage());
    bind(CookiePort).toConstantValue(new DocumentCookies());
    bind(ClockPort).toConstantValue(new SystemClock());
    bind(WindowMessagingPort).toConstantValue(new BrowserWindowMessaging());
    bind(AnalyticsPort).toConstantValue(new DataLayerAnalytics());
    bind(LoggerPort).to(ConsoleLogger).inSingletonScope();
    bind(TabChannelPort).toConstantValue(new BrowserTabChannel());
  });
}
