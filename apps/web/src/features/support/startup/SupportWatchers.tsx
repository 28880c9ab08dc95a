import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useService } from '../../../shared/di/react.tsx';
import { useRouteName } from '../../../shared/routing/route-handle.ts';
import { RouteWatchStore } from './route-watch.store.ts';

/** Renders nothing: tells the support services which route is showing (mounted once in the root layout). */
export function SupportWatchers() {
  const store = useService(RouteWatchStore);
  const name = useRouteName();
  const { pathname } = useLocation();
  useEffect(() => store.update(name, pathname), [store, name, pathname]);
  return null;
}
