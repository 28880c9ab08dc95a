import { adaptersModule, type ApiClientOptions } from '@casino/adapters';
import { LocaleSourcePort } from '@casino/domain/ports';
import { setupI18n, type I18n } from '@lingui/core';
import { Container, ContainerModule } from 'inversify';
import { ChunkAdapters, ChunkLoader, loadChunk, WithChunk, withChunkOf } from '../../shared/di/lazy-chunk.ts';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { FatalErrorStore } from '../../shared/stores/fatal-error.store.ts';
import { CatalogLoader, CatalogRegistry, LinguiI18n, LocaleStore } from '../../shared/stores/locale.store.ts';
import { PlayPause } from '../../shared/stores/play-pause.store.ts';
import { PromotionStore } from '../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { AuthDialogService } from '../../shared/services/auth-dialog.service.ts';
import { createOverlays, Dialogs, Toasts } from '../../shared/services/overlays.ts';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { HintBanners } from '../../shared/services/hint-banners.ts';
import { BackUrlService } from '../../shared/services/back-url.service.ts';
import { ThemeStore } from '../../shared/stores/theme.store.ts';
import { browserPageOrigin, PageOrigin } from '../../shared/services/page-origin.ts';
import { cryptoKeySource, IdempotencyKeySource } from '../../shared/services/attempt-key.ts';

/** The shared kernel's services: stores are singletons; features bind their own in their modules. */
function appModule(options: { catalogLoader: CatalogLoader; i18n: I18n; userAgent?: string; pageOrigin?: PageOrigin }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(LinguiI18n).toConstantValue(options.i18n);
    bind(CatalogLoader).toConstantValue(options.catalogLoader);
    bind(FatalErrorStore).toConstantValue(new FatalErrorStore(options.userAgent));
    bind(SessionStore).toSelf().inSingletonScope();
    bind(LocaleStore).toSelf().inSingletonScope();
    // the API client adds the store's current locale to every call (typed, so the store must keep `current`)
    bind(LocaleSourcePort).toDynamicValue((context): LocaleSourcePort => context.get(LocaleStore));
    bind(CatalogRegistry).toDynamicValue((context): CatalogRegistry => context.get(LocaleStore));
    bind(ContentStore).toSelf().inSingletonScope();
    bind(ThemeStore).toSelf().inSingletonScope();
    const overlays = createOverlays();
    bind(Dialogs).toConstantValue(overlays.dialogs);
    bind(Toasts).toConstantValue(overlays.toasts);
    bind(AuthDialogService).toSelf().inSingletonScope();
    bind(AppNavigator).toSelf().inSingletonScope();
    bind(HintBanners).toSelf().inSingletonScope();
    bind(BackUrlService).toSelf().inSingletonScope();
    bind(PlayPause).toSelf().inSingletonScope();
    bind(PromotionStore).toSelf().inSingletonScope();
    if (options.pageOrigin) bind(PageOrigin).toConstantValue(options.pageOrigin);
    else bind(PageOrigin).toDynamicValue(browserPageOrigin);
    bind<IdempotencyKeySource>(IdempotencyKeySource).toConstantValue(cryptoKeySource);
  });
}

export interface ContainerOptions {
  api: ApiClientOptions;
  catalogLoader: CatalogLoader;
  i18n?: I18n;
  userAgent?: string;
  /** Where the page is served; the browser's location by default (the prerender, in Node, passes the site's). */
  pageOrigin?: PageOrigin;
  /** What the features bind at start-up (`app/di/feature-modules.ts`, from each `feature.ts`). */
  features?: ContainerModule[];
  /** Test seams: modules loaded last may `rebind` ports to fakes. */
  overrides?: ContainerModule[];
  /** False in test containers, whose overrides bind fakes for the ports lazy chunks would bind adapters for. */
  chunkAdapters?: boolean;
}

/** The modules of the composition root, in the order they load. */
function rootModules(container: Container, options: ContainerOptions): ContainerModule[] {
  return [
    adaptersModule(options.api),
    appModule({ catalogLoader: options.catalogLoader, i18n: options.i18n ?? setupI18n(), userAgent: options.userAgent, pageOrigin: options.pageOrigin }),
    new ContainerModule(({ bind }) => {
      bind(ChunkAdapters).toConstantValue(options.chunkAdapters ?? true);
      bind<ChunkLoader>(ChunkLoader).toConstantValue((importer) => loadChunk(container, importer));
      // over whatever loader is bound when it is made (a test container's records what it loads)
      bind<WithChunk>(WithChunk).toDynamicValue((context) => withChunkOf(context.get<ChunkLoader>(ChunkLoader), container)).inSingletonScope();
    }),
    ...(options.features ?? []),
    ...(options.overrides ?? []),
  ];
}

/** The composition root: the one container, built once at start-up from the modules, so all wiring is in one place. */
export function createAppContainer(options: ContainerOptions): Container {
  const container = new Container({ defaultScope: 'Transient' });
  container.loadSync(...rootModules(container, options));
  return container;
}

/**
 * The same container, one module at a time with `pause` in between. The page's start-up uses it: its first bindings
 * run inversify's and MobX's code for the first time, slow while it is cold, and all of them together were one of the
 * long tasks of a phone's start-up.
 */
export async function createAppContainerInSteps(options: ContainerOptions, pause: () => Promise<void>): Promise<Container> {
  const container = new Container({ defaultScope: 'Transient' });
  for (const module of rootModules(container, options)) {
    container.loadSync(module);
    await pause();
  }
  return container;
}
