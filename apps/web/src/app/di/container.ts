import { adaptersModule, type ApiClientOptions } from '@casino/adapters';
import { LocaleSourcePort } from '@casino/domain';
import { setupI18n, type I18n } from '@lingui/core';
import { Container, ContainerModule } from 'inversify';
import { ContentStore } from '../stores/content.store.ts';
import { FatalErrorStore } from '../stores/fatal-error.store.ts';
import { CatalogLoader, LinguiI18n, LocaleStore } from '../stores/locale.store.ts';
import { SessionStore } from '../stores/session.store.ts';
import { AuthDialogRenderer, AuthDialogService } from '../services/auth-dialog.service.ts';
import { createOverlays, Dialogs, Toasts } from '../services/overlays.ts';
import { HeaderViewModel } from '../../features/header/header.vm.ts';
import { renderAuthDialog } from '../../features/auth-dialog/render-auth-dialog.tsx';
import { CampaignPopupService, LoadCampaignPopupRenderer } from '../../features/campaign-popups/campaign-popups.service.ts';
import { AppNavigator } from '../services/navigator.ts';
import { BackUrlService } from '../services/back-url.service.ts';
import { ThemeStore } from '../stores/theme.store.ts';

/** The app's own services: stores are singletons; view-models are bound by feature modules as transient. */
export function appModule(options: { catalogLoader: CatalogLoader; i18n: I18n; userAgent?: string }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(LinguiI18n).toConstantValue(options.i18n);
    bind(CatalogLoader).toConstantValue(options.catalogLoader);
    bind(FatalErrorStore).toConstantValue(new FatalErrorStore(options.userAgent));
    bind(SessionStore).toSelf().inSingletonScope();
    bind(LocaleStore).toSelf().inSingletonScope();
    // the API client adds the store's current locale to every call (typed, so the store must keep `current`)
    bind(LocaleSourcePort).toDynamicValue((context): LocaleSourcePort => context.get(LocaleStore));
    bind(ContentStore).toSelf().inSingletonScope();
    bind(ThemeStore).toSelf().inSingletonScope();
    const overlays = createOverlays();
    bind(Dialogs).toConstantValue(overlays.dialogs);
    bind(Toasts).toConstantValue(overlays.toasts);
    bind(AuthDialogRenderer).toConstantValue(renderAuthDialog);
    bind(AuthDialogService).toSelf().inSingletonScope();
    bind(HeaderViewModel).toSelf();
    bind(AppNavigator).toSelf().inSingletonScope();
    bind(BackUrlService).toSelf().inSingletonScope();
    bind(LoadCampaignPopupRenderer).toConstantValue(() => import('../../features/campaign-popups/render-campaign-popup.tsx').then((m) => m.renderCampaignPopup));
    bind(CampaignPopupService).toSelf().inSingletonScope();
  });
}

export interface ContainerOptions {
  api: ApiClientOptions;
  catalogLoader: CatalogLoader;
  i18n?: I18n;
  userAgent?: string;
  /** Feature modules (each feature's `<area>.module.ts`). */
  features?: ContainerModule[];
  /** Test seams: modules loaded last may `rebind` ports to fakes. */
  overrides?: ContainerModule[];
}

/** The composition root: one container built at start-up (CONVENTIONS §5). */
export function createAppContainer(options: ContainerOptions): Container {
  const container = new Container({ defaultScope: 'Transient' });
  container.loadSync(
    adaptersModule(options.api),
    appModule({ catalogLoader: options.catalogLoader, i18n: options.i18n ?? setupI18n(), userAgent: options.userAgent }),
    ...(options.features ?? []),
    ...(options.overrides ?? []),
  );
  return container;
}
