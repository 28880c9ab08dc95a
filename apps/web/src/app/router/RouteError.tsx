import { routeValidationMessage } from '@casino/domain/errors';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { withAriaScope } from '../../shared/aria/with-aria-scope.tsx';
import { useScreenSeo } from '../../features/seo/index.ts';

const SystemPageView = lazy(async () => ({ default: await withAriaScope(import('../../features/system-pages/SystemPageView.tsx').then((m) => m.SystemPageView)) }));

/**
 * A route's error boundary: a failing screen shows an error in its place and the layout around it stays
 * (spec: one broken widget never blanks the page). 404 responses read "Page Not Found: {path}". The button is
 * what it says, a link to the games hall (a route change also clears the boundary), never a reload. The head
 * gets `noindex`.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { t } = useLingui();
  // neither a missing page nor a broken one is anything a search engine should list
  useScreenSeo({ entityTitle: notFound ? t`Page not found` : t`Something went wrong`, notFound: true });
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

/**
 * The root route's error boundary: it replaces the whole layout (header and all), so it brings the page's `main`
 * landmark with it, which the layout would otherwise give the screen's error.
 */
export function RootRouteError() {
  return (
    <main id="main">
      <RouteError />
    </main>
  );
}
