import { data, matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { withAriaScope } from '../../shared/aria/with-aria-scope.tsx';
import type { FeatureChunk } from '../../shared/di/lazy-chunk.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';
import { RouteError } from './RouteError.tsx';
import { HISTORY_ROUTES, ROUTES, localizedName, type LayoutName, type RouteSpec, type ScreenName } from '../../shared/routing/route-table.ts';

type ScreensModule = typeof import('./screens.ts');
type Screens = ScreensModule['screens'];
let screensLoading: Promise<ScreensModule> | undefined;

/**
 * The table of screen modules is a chunk of its own (it lists every screen chunk with the files each needs): start-up
 * fetches it beside the first calls, so the entry chunk does not carry it.
 */
const loadScreensModule = (): Promise<ScreensModule> => (screensLoading ??= import('./screens.ts'));
export const loadScreens = (): Promise<Screens> => loadScreensModule().then((module) => module.screens);

/**
 * Asks for a signed-in screen's data beside its chunk (`screen-data.ts`). The table of those calls comes with the
 * table of screens, which the screen's chunk waits for too, so the data still starts before the screen runs.
 */
export function preloadScreenData(barePath: string, query: { locale: string; version: string }): void {
  // a failure is left to the screen's own calls
  loadScreensModule().then((module) => module.preloadScreenData(barePath, query), () => undefined);
}

const screen = (name: ScreenName) => loadScreens().then((screens) => screens[name]());

export interface RouteBuilders {
  readonly layouts: Record<LayoutName, React.ComponentType>;
  /** Loads a screen's chunk and binds the modules it lists (`loadChunk` with the app's container). */
  readonly load?: <C extends FeatureChunk>(importer: () => Promise<C>) => Promise<C>;
  readonly gamehallLoader: RouteObject['loader'];
  readonly historyLoader: RouteObject['loader'];
}

/** Throws a 404 when a route param fails its pattern (the route's error boundary shows "Page Not Found: {path}"). */
export function validateParams(spec: RouteSpec, params: LoaderFunctionArgs['params']): void {
  for (const [name, pattern] of Object.entries(spec.params ?? {})) {
    if (!spec.path.includes(`:${name}`)) continue; // e.g. /cashier/payfail shares its rule with /cashier/payfail/:transaction
    if (!pattern.test(params[name] ?? '')) throw data(null, { status: 404 });
  }
}

function routeFor(spec: RouteSpec, locale: string | undefined, prefix: string, builders: RouteBuilders): RouteObject {
  const path = spec.path === '/' ? prefix || '/' : `${prefix}${spec.path}`;
  const handle: RouteHandle = { name: localizedName(spec.name, locale), spec, locale };
  const guard = spec.name === 'gamehall-id' ? builders.gamehallLoader : HISTORY_ROUTES.has(spec.name) ? builders.historyLoader : undefined;
  const loader: RouteObject['loader'] =
    spec.params || guard
      ? (args) => {
          validateParams(spec, args.params);
          return typeof guard === 'function' ? guard(args) : null;
        }
      : undefined;
  return {
    id: handle.name,
    path,
    handle,
    loader,
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: await withAriaScope((builders.load ?? ((importer) => importer()))(() => screen(spec.screen)).then((chunk) => chunk.Screen)) }),
  };
}

/** The routes of one locale (bare for the default, `undefined`), grouped by layout. */
export function buildLocaleGroup(locale: string | undefined, builders: RouteBuilders): RouteObject[] {
  const prefix = locale ? `/${locale}` : '';
  return (['default', 'empty', 'game'] as const).map((layout) => ({
    id: `layout-${layout}${locale ? `___${locale}` : ''}`,
    Component: builders.layouts[layout],
    children: ROUTES.filter((r) => r.layout === layout).map((spec) => routeFor(spec, locale, prefix, builders)),
  }));
}

/**
 * Every route bare and under each non-default locale prefix, grouped by layout.
 * Built after the locale list is known, so prefixes are static segments (no clash with `/{slug}`).
 */
export function buildLocaleRoutes(locales: readonly string[], defaultLocale: string, builders: RouteBuilders): RouteObject[] {
  return [undefined, ...locales.filter((l) => l !== defaultLocale)].flatMap((locale) => buildLocaleGroup(locale, builders));
}

/**
 * The locale whose prefixed routes a path needs (its first segment when that is a non-default locale), or
 * undefined for a bare path.
 */
export function prefixLocaleOf(path: string, locales: readonly string[], defaultLocale: string): string | undefined {
  const first = path.split('/')[1] ?? '';
  return first !== defaultLocale && locales.includes(first) ? first : undefined;
}

/** Starts loading the screen module of a bare path (no locale prefix), so start-up fetches it alongside the catalogs. */
export function preloadScreen(barePath: string): void {
  const spec = matchRoutes(ROUTES.map((route): RouteObject => ({ path: route.path, handle: route })), barePath)?.at(-1)?.route.handle as RouteSpec | undefined;
  // a failure is left to the route's own lazy load, which reports it
  if (spec) screen(spec.screen).catch(() => undefined);
}
