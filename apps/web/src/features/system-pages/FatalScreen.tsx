import { errorPageLayout } from '@casino/domain';
import { useLingui } from '@lingui/react/macro';
import { DefaultLayoutFrame } from '../../app/layouts/DefaultLayoutFrame.tsx';
import type { FatalPage } from '../../app/stores/fatal-error.store.ts';
import { SystemPageView } from './SystemPageView.tsx';

/** The page that replaces the screen after a fatal error (spec part 1 §8), in its layout. */
export function FatalScreen({ fatal }: { fatal: FatalPage }) {
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
