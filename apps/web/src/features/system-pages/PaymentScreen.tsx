import type { SystemPageName } from '@casino/domain';
import { useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useRouteHandle } from '../../shared/routing/route-handle.ts';
import { SystemPageView } from './SystemPageView.tsx';

const PAGES = ['paysuccess', 'payfail', 'paypending', 'paycancel', 'paymobile', 'paynewwindow'] as const;

/** The payment result pages' frame (spec part 2 §2): success, fail, pending, cancel, mobile, new window. */
export function Screen() {
  const handle = useRouteHandle();
  const { transaction } = useParams();
  const page: SystemPageName = PAGES.find((p) => handle?.spec.name.startsWith(`cashier-${p}`)) ?? 'payfail';
  return (
    <>
      <SystemPageView page={page} />
      {transaction && (
        <p>
          <Trans>Transaction {transaction}</Trans>
        </p>
      )}
    </>
  );
}
