import { useMatches } from 'react-router';
import type { RouteSpec } from './route-table.ts';

/** What every matched route carries in `handle` (the router sets it; screens read it). */
export interface RouteHandle {
  readonly name: string;
  readonly spec: RouteSpec;
  readonly locale: string | undefined;
}

/** The handle of the deepest matched route. */
export function useRouteHandle(): RouteHandle | undefined {
  return useMatches().at(-1)?.handle as RouteHandle | undefined;
}

/** The name of the deepest matched route (with its `___{locale}` suffix). */
export function useRouteName(): string | undefined {
  return useRouteHandle()?.name;
}
