// The metadata API for inversify's decorators, first: the same `reflect-metadata/lite` inversify itself imports.
import 'reflect-metadata/lite';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startAppOrFail } from './app/bootstrap.ts';
import { createAppContainer } from './app/di/container.ts';
import { featureModules } from './app/di/feature-modules.ts';
import { ContainerProvider } from './shared/di/react.tsx';
import './app/global.css.ts';
import { installPreloadRecovery } from './app/platform/preload-recovery.ts';
import { createAppRouter } from './app/router/create-router.tsx';
import { preloadScreen } from './app/router/routes.tsx';

installPreloadRecovery();

const i18n = setupI18n();
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*/messages.po');

const container = createAppContainer({
  // the client reads the locale of each call from the LocaleStore ('en' until start-up picks one; vite.config.ts preloads the first calls with it)
  api: { baseUrl: '', version: import.meta.env.VITE_APP_VERSION },
  catalogLoader: async (locale) => (await catalogs[`./locales/${locale}/messages.po`]?.())?.messages ?? {},
  i18n,
  userAgent: navigator.userAgent,
  features: featureModules(),
});

const target = await startAppOrFail(container, { path: window.location.pathname, browserLanguages: navigator.languages, preloadRoute: preloadScreen });
if (target) window.history.replaceState(null, '', `${target}${window.location.search}${window.location.hash}`);

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that yield to the browser, so the first render is no single long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <ContainerProvider container={container}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={createAppRouter(container)} />
        </I18nProvider>
      </ContainerProvider>
    </StrictMode>,
  ),
);
