import { errorPageLayout } from '@casino/domain';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import type { FatalPage } from '../../shared/stores/fatal-error.store.ts';
import { SystemPageView } from './SystemPageView.tsx';

/**
 * The page that replaces the screen after a fatal error, in its layout: the default one (`frame`, handed in by
 * the app, which owns the layouts) or a bare page.
 */
export function FatalScreen({ fatal, frame: DefaultLayoutFrame }: { fatal: FatalPage; frame: ComponentType<{ children: ReactNode }> }) {
  const { t } = useLingui();
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
