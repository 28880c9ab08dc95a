import { isProtectedPath } from '@casino/domain/routing';
import type { APIRequestContext } from '@playwright/test';
import type { RouteSpec } from '../../src/shared/routing/route-table.ts';
import { apiData } from './browser.ts';

/** Concrete values for the route table's params, taken from the sandbox where it has them. */
export interface Samples {
  readonly game: string;
  readonly category: string;
  readonly loyaltyProgram: string;
  readonly depositMethod: string;
  readonly slug: string;
  /** A payment of the signed-in player for the payment result pages; without one they look up a number no one has. */
  readonly transaction?: string;
}

export interface ConcreteRoute {
  readonly name: string;
  readonly spec: RouteSpec;
  /** Bare path with params filled in, e.g. /game/fire-wizard. */
  readonly path: string;
}

/** A sysname of the sandbox's games (`GET /api/games.get?count=1`, through the app origin). */
export async function sampleGame(request: APIRequestContext): Promise<string> {
  const data = await apiData<{ items: Array<{ sysname: string }> }>(request, '/api/games.get?count=1');
  const sysname = data.items[0]?.sysname;
  if (!sysname) throw new Error('games.get returned no game');
  return sysname;
}

/** `playerRequest` (signed in) is needed for the deposit methods; without it the first method is unknown. */
export async function loadSamples(routes: readonly RouteSpec[], request: APIRequestContext, playerRequest?: APIRequestContext): Promise<Samples> {
  const [game, categories, programs, content, deposit] = await Promise.all([
    sampleGame(request),
    apiData<Array<{ sysname: string }>>(request, '/api/games.getCategories'),
    apiData<Array<{ sysname: string }>>(request, '/api/loyalty.getPrograms'),
    (async () => (await request.get('/content/config/en')).json() as Promise<{ navigation?: { footer?: Array<{ links: Array<{ url: string; external: boolean }> }> } }>)(),
    playerRequest ? apiData<{ methods: Array<{ sysname: string }> }>(playerRequest, '/api/cashier.getdepositsettings') : undefined,
  ]);
  // A content page: the first internal footer link that no static route claims.
  const staticPaths = new Set(routes.filter((r) => !r.path.includes(':') && !r.path.includes('*')).map((r) => r.path));
  const slug = content.navigation?.footer
    ?.flatMap((g) => g.links)
    .find((l) => !l.external && /^\/[\w-]+$/.test(l.url) && !staticPaths.has(l.url))
    ?.url.slice(1);
  return {
    game,
    category: categories[0]?.sysname ?? 'slots',
    loyaltyProgram: programs[0]?.sysname ?? 'welcome-path',
    depositMethod: deposit?.methods[0]?.sysname ?? 'visa_mc',
    slug: slug ?? 'terms',
  };
}

/** The value for one param of one route (ids that the sandbox does not list are plain numbers). */
function paramValue(spec: RouteSpec, param: string, s: Samples): string {
  if (param === '*') return 'live';
  if (spec.name === 'gamehall-id') return s.category;
  if (spec.name === 'game-sysname') return s.game;
  if (spec.name === 'loyalty-sysname') return s.loyaltyProgram;
  if (spec.name === 'cashier-deposit-sysname') return s.depositMethod;
  if (spec.name === 'promotions-id') return 'welcome';
  if (param === 'slug') return s.slug;
  if (param === 'transaction') return s.transaction ?? '123';
  if (param === 'id') return '1';
  throw new Error(`route ${spec.name} (${spec.path}) has a param "${param}" the harness has no value for: add one in harness/lib/routes.ts`);
}

/** Every route of the route table with concrete params (bare, without a locale prefix). */
export function concreteRoutes(routes: readonly RouteSpec[], samples: Samples): ConcreteRoute[] {
  return routes.map((spec) => ({
    name: spec.name,
    spec,
    path: spec.path.replace(/:(\w+)|\*/g, (whole, param: string | undefined) => paramValue(spec, param ?? whole, samples)),
  }));
}

/** `/ar` + `/gamehall`; the default locale has no prefix. */
export const withLocale = (path: string, locale: string | undefined) => (locale ? (path === '/' ? `/${locale}` : `/${locale}${path}`) : path);

/** Screens that render the same page for every route they serve: a placeholder differs only in a feature's name. */
const SHARED_SCREENS = new Set(['placeholder']);

/**
 * One route per distinct screen and state: routes of a shared screen are grouped by layout, by whether a guest is
 * sent away (protected sections) and by whether the route checks params; every other screen is its own group, since
 * its page depends on the route (payment results, the two form pages). `standsFor` lists the group's routes.
 */
export function distinctScreens(routes: readonly ConcreteRoute[]): Array<{ readonly route: ConcreteRoute; readonly standsFor: readonly string[] }> {
  const groups = new Map<string, ConcreteRoute[]>();
  for (const route of routes) {
    const { spec } = route;
    const key = SHARED_SCREENS.has(spec.screen)
      ? [spec.screen, spec.layout, isProtectedPath(spec.path) ? 'protected' : 'public', spec.params ? 'checked' : 'plain'].join('|')
      : `route|${spec.name}`;
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  return [...groups.values()].map((group) => ({ route: group[0]!, standsFor: group.map((r) => r.path) }));
}
