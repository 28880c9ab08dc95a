import { withLocalePrefix } from '@casino/domain/routing';
import { GameCategoriesPort, LoggerPort } from '@casino/domain/ports';
import type { Container } from 'inversify';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import type { ShellLayouts } from '../layouts/load-shell.tsx';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { navigateDocument } from '../../shared/navigation/document-navigation.ts';
import { followUrlLocale } from '../bootstrap.ts';
import { gamehallCategoryGuard, historyTabGuard, rootGuard } from './guards.ts';
import { loadChunk } from '../../shared/di/lazy-chunk.ts';
import { RootRouteError } from './RouteError.tsx';
import { buildLocaleGroup, buildLocaleRoutes, prefixLocaleOf, type RouteBuilders } from './routes.tsx';

type RouteOptions = { origin: string; assign: (url: string) => void; hash?: () => string };

function routeBuilders(container: Container, { DefaultLayout, EmptyLayout, GameLayout }: ShellLayouts): RouteBuilders {
  const locale = container.get(LocaleStore);
  const categories = container.get<GameCategoriesPort>(GameCategoriesPort);
  return {
    load: (importer) => loadChunk(container, importer),
    layouts: { default: DefaultLayout, empty: EmptyLayout, game: GameLayout },
    historyLoader: historyTabGuard,
    gamehallLoader: (args) => gamehallCategoryGuard(categories, args, (path) => withLocalePrefix(path, locale.current, locale.defaultLocale)),
  };
}

/**
 * The whole route tree: the root guard on every navigation, locale groups by layout, 404 for the rest. `prefixed`
 * names the non-default locales whose routes are built now (all by default); the browser's router adds the others
 * when a navigation first meets their prefix (createAppRouter).
 */
export function createAppRoutes(container: Container, layouts: ShellLayouts, options: RouteOptions & { prefixed?: readonly string[] }): RouteObject[] {
  const session = container.get(SessionStore);
  const locale = container.get(LocaleStore);
  const content = container.get(ContentStore);
  const guardDeps = {
    authenticated: () => session.authenticated,
    locales: () => ({ codes: locale.codes, defaultLocale: locale.defaultLocale }),
    redirects: () => content.config.redirects,
    origin: options.origin,
    assign: options.assign,
    ...(options.hash ? { hash: options.hash } : {}),
    warn: (message: string, detail?: unknown) => container.get<LoggerPort>(LoggerPort).warn(message, detail),
  };
  const builders = routeBuilders(container, layouts);
  const localeGroups = options.prefixed
    ? [undefined, ...options.prefixed].flatMap((code) => buildLocaleGroup(code, builders))
    : buildLocaleRoutes(locale.codes, locale.defaultLocale, builders);
  return [
    {
      id: 'root',
      Component: layouts.RootLayout,
      ErrorBoundary: RootRouteError,
      loader: async ({ request }) => {
        const guarded = rootGuard(guardDeps, request);
        if (guarded) return guarded;
        await followUrlLocale(container, new URL(request.url).pathname);
        return null;
      },
      shouldRevalidate: () => true,
      HydrateFallback: () => null,
      children: [...localeGroups, { id: 'not-found', Component: layouts.DefaultLayout, children: [{ path: '*', lazy: async () => ({ Component: (await import('../../features/system-pages/NotFoundScreen.tsx')).Screen }) }] }],
    },
  ];
}

/**
 * Adds a locale's prefixed routes the first time a navigation needs them (a language switch, a link to another
 * locale's page): the router starts with the bare routes and the current locale's only, a quarter of the tree to rank
 * and match while the page starts on a slow phone.
 */
function localeRoutesOnDemand(container: Container, layouts: ShellLayouts, built: readonly string[]): PatchRoutesOnNavigationFunction {
  const added = new Set(built);
  return ({ path, patch }) => {
    const locale = container.get(LocaleStore);
    const code = prefixLocaleOf(path, locale.codes, locale.defaultLocale);
    if (!code || added.has(code)) return;
    added.add(code);
    patch('root', buildLocaleGroup(code, routeBuilders(container, layouts)));
  };
}

/** The router over the layouts `loadShell` fetched. */
export function createAppRouter(container: Container, layouts: ShellLayouts) {
  const made: { router?: ReturnType<typeof createBrowserRouter> } = {};
  // loaders never see the hash: read it from the navigation under way, or, while the router is being made (the
  // first load), from the address
  const hash = () => (made.router ? (made.router.state.navigation.location ?? made.router.state.location).hash : window.location.hash);
  const locale = container.get(LocaleStore);
  const prefixed = locale.current === locale.defaultLocale ? [] : [locale.current];
  made.router = createBrowserRouter(createAppRoutes(container, layouts, { origin: window.location.origin, assign: (url) => void navigateDocument(url, { external: true }), hash, prefixed }), {
    patchRoutesOnNavigation: localeRoutesOnDemand(container, layouts, prefixed),
  });
  return made.router;
}
