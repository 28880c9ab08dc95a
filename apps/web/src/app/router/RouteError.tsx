import { routeValidationMessage } from '@casino/domain';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { SystemPageView } from '../../features/system-pages/SystemPageView.tsx';

/**
 * A route's error boundary: a failing screen shows an error in its place and the layout around it stays
 * (spec: one broken widget never blanks the page). 404 responses read "Page Not Found: {path}".
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <SystemPageView page="notFound" description={routeValidationMessage(location.pathname)} />;
  console.error('[casino] route failed', error);
  return <SystemPageView page="errors" onAction={() => window.location.reload()} />;
}
