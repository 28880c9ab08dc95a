import {
  AccountPort, AnalyticsPort, GameCategoriesPort, ClockPort, ContentPort, CookiePort, I18nPort, LocalStoragePort,
  LoggerPort, ServerStoragePort,
} from '@casino/domain/ports';
import { ContainerModule } from 'inversify';
import { ApiAccount } from './api/account.adapter.ts';
import { ApiClientToken, createApiClient, type ApiClient, type ApiClientOptions } from './api/api-client.ts';
import { ApiServerStorage } from './api/server-storage.adapter.ts';
import { ApiGameCategories } from './api/game-categories.adapter.ts';
import { DataLayerAnalytics, ConsoleLogger } from './analytics/analytics.adapter.ts';
import { SystemClock } from './browser/clock.adapter.ts';
import { DocumentCookies } from './browser/cookie.adapter.ts';
import { BrowserLocalStorage } from './browser/local-storage.adapter.ts';
import { ApiContent } from './content/content.adapter.ts';
import { ApiI18n } from './i18n/i18n.adapter.ts';
import { isAnalyticsDebug } from '@casino/domain/analytics';
import { AnalyticsSinks, LocaleSourcePort } from '@casino/domain/ports';
import { RelayAnalytics } from './analytics/relay-analytics.adapter.ts';

/**
 * Binds the ports that the first calls and the shell need to their browser/API adapters (singletons). The app's composition
 * root loads this once. Ports that only some screens use have modules of their own (`feature-adapters.module.ts`),
 * which an app binds with those screens. Unless `api` names a locale, the client reads it from the
 * `LocaleSourcePort` the app binds.
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
    bind(I18nPort).to(ApiI18n).inSingletonScope();
    bind(ContentPort).to(ApiContent).inSingletonScope();
    bind(ServerStoragePort).to(ApiServerStorage).inSingletonScope();
    bind(GameCategoriesPort).to(ApiGameCategories).inSingletonScope();
    bind(LocalStoragePort).toConstantValue(new BrowserLocalStorage());
    bind(CookiePort).toConstantValue(new DocumentCookies());
    bind(ClockPort).toConstantValue(new SystemClock());
    // product events reach the data layer, the backend's events.handle and, once loaded, the analytics script
    bind(RelayAnalytics)
      .toDynamicValue((context) => {
        const search = globalThis.location?.search ?? '';
        const debug = isAnalyticsDebug(Object.fromEntries(new URLSearchParams(search)));
        return new RelayAnalytics(new DataLayerAnalytics(), () => context.get<ApiClient>(ApiClientToken), { debug, now: () => Date.now(), log: (...args) => console.info(...args) });
      })
      .inSingletonScope();
    bind(AnalyticsPort).toService(RelayAnalytics);
    bind(AnalyticsSinks).toService(RelayAnalytics);
    bind(LoggerPort).to(ConsoleLogger).inSingletonScope();
  });
}

