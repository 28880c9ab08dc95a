// Before everything else evaluates: Intl's locale data starts loading in a worker (app/platform/warm-intl.ts).
import { intlWarm } from './app/platform/intl-warmup-start.ts';
// The metadata API for inversify's decorators, next: the same `reflect-metadata/lite` inversify itself imports.
import 'reflect-metadata/lite';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { PreloadProvider, PreloadScope } from './shared/di/preload.tsx';
import { SessionStore } from './shared/stores/session.store.ts';
import { LocaleStore } from './shared/stores/locale.store.ts';
import { ThemeStore } from './shared/stores/theme.store.ts';
import { FatalErrorStore } from './shared/stores/fatal-error.store.ts';
import { canHydrate, fetchWithPayload, INLINE_PAYLOAD_ID, loadPayload } from './prerender/hydration.ts';
import { startAppOrFail, stopStartup } from './app/bootstrap.ts';
import { createAppContainerInSteps } from './app/di/container.ts';
import { loadShell } from './app/layouts/load-shell.tsx';
import { ContainerProvider } from './shared/di/react.tsx';
import './app/global.css.ts';
import { installHeldEnterGuard } from './app/platform/held-enter.ts';
import { installPreloadRecovery } from './app/platform/preload-recovery.ts';
import { linkInlinedStylesheets } from './app/platform/inlined-styles.ts';
import { afterNextPaint, yieldToBrowser } from './app/platform/yield-to-browser.ts';
import { startServiceWorker } from './app/platform/service-worker.ts';
import { createAppRouter } from './app/router/create-router.tsx';
import { loadScreens, preloadScreen, preloadScreenData } from './app/router/routes.tsx';

// before any chunk loads: Vite's preload helper reads the page's stylesheet links once, at its first load
linkInlinedStylesheets();
installPreloadRecovery();
installHeldEnterGuard();
// production builds only: a worker in development would serve stale modules to Vite's dev server
if (import.meta.env.PROD) startServiceWorker();

const i18n = setupI18n();
const rootElement = document.getElementById('root')!;
// a prerendered page (server/prerender) carries the answers it was rendered from: the first calls take them
const payload = loadPayload(rootElement, window.location.pathname);
const payloadAnswers = fetchWithPayload(payload);
/** How long after hydration the payload still answers (the features' first calls come within it). */
const PAYLOAD_LIFETIME_MS = 10_000;
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*/messages.po');

// The features' start-up modules, the layouts with the page frame and the table of screens come as chunks of their
// own, fetched beside the first calls rather than before them: the entry chunk holds the stack, the shared kernel,
// the start-up and the router.
const features = import('./app/di/feature-modules.ts').then((m) => m.featureModules());
const shell = loadShell();
void loadScreens().catch(() => undefined); // a failure is left to the route's own lazy load, which reports it

// No top-level await: those chunks import the kernel from this one, so it must finish evaluating before they can.
void (async () => {
  // the page painted first (a prerendered one is readable as it is); then the container, the start-up, the router
  // and hydration each in tasks of their own, after the one that evaluated this module (and React with it)
  await afterNextPaint();
  await intlWarm;
  await yieldToBrowser();
  const container = await createAppContainerInSteps({
    // the client reads the locale of each call from the LocaleStore ('en' until start-up picks one; vite.config.ts preloads the first calls with it)
    api: { baseUrl: '', version: import.meta.env.VITE_APP_VERSION, fetch: payloadAnswers.fetch },
    catalogLoader: async (locale) => (await catalogs[`./locales/${locale}/messages.po`]?.())?.messages ?? {},
    i18n,
    userAgent: navigator.userAgent,
  }, yieldToBrowser);
  // a hot update that re-runs this module makes a new app: the old one's start-up work (listeners, timers,
  // reactions, the chat) stops first instead of running twice beside it
  import.meta.hot?.dispose(() => stopStartup(container));
  // a player's page rendered by the server carries its screen's answers and the popups' (server/rendered-pages.ts)
  const preloadData = document.getElementById(INLINE_PAYLOAD_ID)
    ? undefined
    : (path: string, locale: string) => preloadScreenData(path, { locale, version: import.meta.env.VITE_APP_VERSION });
  const target = await startAppOrFail(container, { path: window.location.pathname, browserLanguages: navigator.languages, preloadRoute: preloadScreen, preloadData, features });
  const layouts = await shell;
  if (target) window.history.replaceState(null, '', `${target}${window.location.search}${window.location.hash}`);

  await yieldToBrowser();
  // made here at the latest, in a task of its own: the router's task is long enough
  const { theme } = container.get(ThemeStore);
  await yieldToBrowser();
  const router = createAppRouter(container, layouts);
  const prerendered = await payload;
  await yieldToBrowser();
  const hydrate = canHydrate({
    payload: prerendered,
    authenticated: container.get(SessionStore).authenticated,
    locale: container.get(LocaleStore).current,
    theme,
    moved: !!target || !!container.get(FatalErrorStore).fatal,
  });
  // the screens' first loads run during the hydrating render, from the payload (shared/di/preload.tsx)
  const scope = hydrate ? new PreloadScope() : null;
  const app = (
    <StrictMode>
      <ContainerProvider container={container}>
        <PreloadProvider scope={scope}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nProvider>
        </PreloadProvider>
      </ContainerProvider>
    </StrictMode>
  );
  if (scope) {
    // the router's first state (loaders, lazy screens) is what the prerender rendered from: hydrate once it is there
    await new Promise<void>((done) => (router.state.initialized ? done() : router.subscribe((state) => state.initialized && done())));
    const stop = router.subscribe((state) => {
      if (state.navigation.state === 'idle') return;
      scope.close();
      payloadAnswers.retire();
      stop();
    });
    // React hydrates the root at a blocking priority: the whole page in one task that a slow phone feels as a frozen
    // page. As a transition it hydrates in slices that yield to the browser, like the fresh render below.
    await yieldToBrowser();
    startTransition(() => void hydrateRoot(rootElement, app));
    // the answers are the page's as it was built: polls and retries a while later must reach the backend
    setTimeout(payloadAnswers.retire, PAYLOAD_LIFETIME_MS);
    return;
  }
  payloadAnswers.retire();
  const root = createRoot(rootElement);
  // A transition renders in slices that yield to the browser, so the first render is no single long task.
  startTransition(() => root.render(app));
})();
