import { routeValidationMessage } from '@casino/domain';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { lazy, Suspense } from 'react';
import { withAriaScope } from '../../shared/aria/with-aria-scope.tsx';

const SystemPageView = lazy(async () => ({ default: await withAriaScope(import('../../features/system-pages/SystemPageView.tsx').then((m) => m.SystemPageView)) }));

/**
 * A route's error boundary: a failing screen shows an error in its place and the layout around it stays
 * (spec: one broken widget never blanks the page). 404 responses read "Page Not Found: {path}". The button is
 * what it says, a link to the games hall (a route change also clears the boundary), never a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error('[casino] route failed', error);
  return (
    <Suspense fallback={null}>
      {notFound ? (
        <SystemPageView page="notFound" description={routeValidationMessage(location.pathname)} />
      ) : (
        <SystemPageView page="errors" />
      )}
    </Suspense>
  );
}
