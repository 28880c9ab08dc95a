// The metadata API for inversify's decorators, first: the same `reflect-metadata/lite` inversify itself imports.
import 'reflect-metadata/lite';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startAppOrFail } from './app/bootstrap.ts';
import { createAppContainer } from './app/di/container.ts';
import { loadShell } from './app/layouts/load-shell.tsx';
import { ContainerProvider } from './shared/di/react.tsx';
import './app/global.css.ts';
import { installHeldEnterGuard } from './app/platform/held-enter.ts';
import { installPreloadRecovery } from './app/platform/preload-recovery.ts';
import { startServiceWorker } from './app/platform/service-worker.ts';
import { createAppRouter } from './app/router/create-router.tsx';
import { loadScreens, preloadScreen } from './app/router/routes.tsx';

installPreloadRecovery();
installHeldEnterGuard();
// production builds only: a worker in development would serve stale modules to Vite's dev server
if (import.meta.env.PROD) startServiceWorker();

const i18n = setupI18n();
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*/messages.po');

const container = createAppContainer({
  // the client reads the locale of each call from the LocaleStore ('en' until start-up picks one; vite.config.ts preloads the first calls with it)
  api: { baseUrl: '', version: import.meta.env.VITE_APP_VERSION },
  catalogLoader: async (locale) => (await catalogs[`./locales/${locale}/messages.po`]?.())?.messages ?? {},
  i18n,
  userAgent: navigator.userAgent,
});
// The features' start-up modules, the layouts with the page frame and the table of screens come as chunks of their
// own, fetched beside the first calls rather than before them: the entry chunk holds the stack, the shared kernel,
// the start-up and the router.
const features = import('./app/di/feature-modules.ts').then((m) => m.featureModules());
const shell = loadShell();
void loadScreens().catch(() => undefined); // a failure is left to the route's own lazy load, which reports it

// No top-level await: those chunks import the kernel from this one, so it must finish evaluating before they can.
void (async () => {
  const target = await startAppOrFail(container, { path: window.location.pathname, browserLanguages: navigator.languages, preloadRoute: preloadScreen, features });
  const layouts = await shell;
  if (target) window.history.replaceState(null, '', `${target}${window.location.search}${window.location.hash}`);

  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser, so the first render is no single long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ContainerProvider container={container}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={createAppRouter(container, layouts)} />
          </I18nProvider>
        </ContainerProvider>
      </StrictMode>,
    ),
  );
})();
