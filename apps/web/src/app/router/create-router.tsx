import { withLocalePrefix } from '@casino/domain';
import { GameCategoriesPort, LoggerPort } from '@casino/domain/ports';
import type { Container } from 'inversify';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ShellLayouts } from '../layouts/load-shell.tsx';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { followUrlLocale } from '../bootstrap.ts';
import { gamehallCategoryGuard, historyTabGuard, rootGuard } from './guards.ts';
import { loadChunk } from '../../shared/di/lazy-chunk.ts';
import { RootRouteError } from './RouteError.tsx';
import { buildLocaleRoutes } from './routes.tsx';

/** The whole route tree: the root guard on every navigation, locale groups by layout, 404 for the rest. */
export function createAppRoutes(
  container: Container,
  { RootLayout, DefaultLayout, EmptyLayout, GameLayout }: ShellLayouts,
  options: { origin: string; assign: (url: string) => void; hash?: () => string },
): RouteObject[] {
  const session = container.get(SessionStore);
  const locale = container.get(LocaleStore);
  const content = container.get(ContentStore);
  const categories = container.get<GameCategoriesPort>(GameCategoriesPort);
  const guardDeps = {
    authenticated: () => session.authenticated,
    locales: () => ({ codes: locale.codes, defaultLocale: locale.defaultLocale }),
    redirects: () => content.config.redirects,
    origin: options.origin,
    assign: options.assign,
    ...(options.hash ? { hash: options.hash } : {}),
    warn: (message: string, detail?: unknown) => container.get<LoggerPort>(LoggerPort).warn(message, detail),
  };
  const localeGroups = buildLocaleRoutes(locale.codes, locale.defaultLocale, {
    load: (importer) => loadChunk(container, importer),
    layouts: { default: DefaultLayout, empty: EmptyLayout, game: GameLayout },
    historyLoader: historyTabGuard,
    gamehallLoader: (args) => gamehallCategoryGuard(categories, args, (path) => withLocalePrefix(path, locale.current, locale.defaultLocale)),
  });
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootRouteError,
      loader: async ({ request }) => {
        const guarded = rootGuard(guardDeps, request);
        if (guarded) return guarded;
        await followUrlLocale(container, new URL(request.url).pathname);
        return null;
      },
      shouldRevalidate: () => true,
      HydrateFallback: () => null,
      children: [...localeGroups, { id: 'not-found', Component: DefaultLayout, children: [{ path: '*', lazy: async () => ({ Component: (await import('../../features/system-pages/NotFoundScreen.tsx')).Screen }) }] }],
    },
  ];
}

/** The router over the layouts `loadShell` fetched. */
export function createAppRouter(container: Container, layouts: ShellLayouts) {
  const made: { router?: ReturnType<typeof createBrowserRouter> } = {};
  // loaders never see the hash: read it from the navigation under way, or, while the router is being made (the
  // first load), from the address
  const hash = () => (made.router ? (made.router.state.navigation.location ?? made.router.state.location).hash : window.location.hash);
  made.router = createBrowserRouter(createAppRoutes(container, layouts, { origin: window.location.origin, assign: (url) => window.location.assign(url), hash }));
  return made.router;
}
