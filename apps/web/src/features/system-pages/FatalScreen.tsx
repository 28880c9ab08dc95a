import { errorPageLayout } from '@casino/domain/errors';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useService } from '../../shared/di/react.tsx';
import { FatalErrorStore } from '../../shared/stores/fatal-error.store.ts';
import type { FatalPage } from '../../shared/stores/fatal-error.store.ts';
import { SystemPageView } from './SystemPageView.tsx';
import { INIT_FAILED_MESSAGE, UNREACHABLE_PAGE } from './system-page-texts.ts';

/**
 * The page that replaces the screen after a fatal error, in its layout: the default one (`frame`, handed in by
 * the app, which owns the layouts) or a bare page.
 */
export function FatalScreen({ fatal, frame: DefaultLayoutFrame }: { fatal: FatalPage; frame: ComponentType<{ children: ReactNode }> }) {
  const { t, i18n } = useLingui();
  useLeaveOnNavigation();
  if (fatal.page === 'unreachable') {
    // nothing of the start-up can be trusted: a fresh page load runs all of it again
    return (
      <DefaultLayoutFrame>
        <SystemPageView page="errors" text={UNREACHABLE_PAGE} onAction={() => window.location.reload()} />
      </DefaultLayoutFrame>
    );
  }
  if (fatal.page === 'initFailed') {
    return (
      <DefaultLayoutFrame>
        <SystemPageView page="notFound" description={i18n._(INIT_FAILED_MESSAGE)} />
      </DefaultLayoutFrame>
    );
  }
  if (fatal.page === 'error') {
    return (
      <DefaultLayoutFrame>
        <SystemPageView page="errors" description={`${fatal.statusCode} ${fatal.message ?? t`Something went wrong`}`} />
      </DefaultLayoutFrame>
    );
  }
  const page = <SystemPageView page={fatal.page} {...(fatal.message ? { description: fatal.message } : {})} />;
  return errorPageLayout(fatal.page) === 'empty' ? <main id="main">{page}</main> : <DefaultLayoutFrame>{page}</DefaultLayoutFrame>;
}

/**
 * The page's button (or any link) leads elsewhere, e.g. a blocked player to support: once the address changes, the
 * failure no longer covers the screen, and the new page shows (or reports its own failure).
 */
function useLeaveOnNavigation(): void {
  const store = useService(FatalErrorStore);
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownAt.current) store.clear();
  }, [pathname, store]);
}
