import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useService } from '../../shared/di/react.tsx';
import { SessionWatchers as Watchers } from './session-watchers.service.ts';

/** The whole session feature arrives with this chunk, after the first paint. */
export * from './wiring.ts';

/** Starts the session watchers once (idle timer, tabs' sync, after sign-in); a route change counts as activity. */
export function SessionWatchers() {
  const watchers = useService(Watchers);
  const location = useLocation();
  const path = useRef('');
  // the watchers read the current address when they need it; the ref is kept up to date after each render
  useEffect(() => {
    path.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);
  useEffect(() => watchers.start({ target: window, currentPath: () => path.current }), [watchers]);
  useEffect(() => watchers.routeChanged(), [watchers, location.pathname]);
  return null;
}
