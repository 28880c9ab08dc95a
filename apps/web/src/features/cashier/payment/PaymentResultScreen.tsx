import { systemPageButtonTarget } from '@casino/domain/errors';
import { Link } from '@casino/ui/link';
import { SystemPage } from '@casino/ui/system-page';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { useRouteHandle } from '../../../shared/routing/route-handle.ts';
import { BackUrlService } from '../../../shared/services/back-url.service.ts';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import * as styles from '../shared/Cashier.css.ts';
import { readCashierSettings } from '../shared/cashier-settings.ts';
import { LoadFailed } from '../shared/messages.tsx';
import { PaymentDetails } from './PaymentDetails.tsx';
import { PaymentResultViewModel, type PaymentPage } from './payment-result.vm.ts';
import { PAYMENT_PAGES } from './payment-texts.ts';

export * from '../wiring.ts';

const PAGES: readonly PaymentPage[] = ['paysuccess', 'payfail', 'paypending', 'paycancel', 'paymobile', 'paynewwindow'];

/**
 * The payment result pages: success, fail, pending (polls until settled), cancel, mobile and new window (polls the
 * payment that continues in the other window). They show the looked-up transaction, not just its id.
 */
export function Screen() {
  const handle = useRouteHandle();
  const page = PAGES.find((p) => handle?.spec.name.startsWith(`cashier-${p}`)) ?? 'payfail';
  const { transaction: fromPath } = useParams();
  const [query] = useSearchParams();
  const transaction = fromPath ?? query.get('transaction') ?? undefined;
  return <PaymentResult key={`${page}:${transaction ?? ''}`} page={page} transaction={transaction} />;
}

const PaymentResult = observer(function PaymentResult({ page, transaction }: { page: PaymentPage; transaction: string | undefined }) {
  const { i18n } = useLingui();
  const vm = useViewModel(PaymentResultViewModel);
  const navigate = useNavigate();
  const locale = useService(LocaleStore);
  const backUrl = useService(BackUrlService);
  const showReceipt = readCashierSettings(useService(ContentStore).config.sections).showReceipt;
  // the stored back address is used up by the success page that shows it. Taken in an effect: a state initializer
  // also runs for renders React throws away (a suspended first render), which used it up unseen; and the pending page
  // becomes the success page without remounting
  const [back, setBack] = useState<string | undefined>();
  useEffect(() => {
    if (page !== 'paysuccess') return;
    const taken = backUrl.take('payment', globalThis.location.origin);
    if (taken) setBack(taken);
  }, [page, backUrl]);
  const run = () => void vm.start(page, transaction).then((to) => to && navigate(locale.localize(to), { replace: true }));
  useEffect(run, [vm, page, transaction]); // eslint-disable-line react-hooks/exhaustive-deps
  const text = PAYMENT_PAGES[page];
  return (
    <section className={styles.page} data-payment-page={page}>
      <SystemPage
        icon={text.icon}
        pending={page === 'paypending' && vm.waitsFor(transaction)}
        pendingLabel={i18n._(text.header)}
        header={i18n._(text.header)}
        description={i18n._(text.description)}
        actionLabel={i18n._(text.action)}
        href={locale.localize(systemPageButtonTarget(page))}
      />
      {vm.info && <PaymentDetails info={vm.info} methodName={vm.methodName} />}
      {vm.status === 'failed' && <LoadFailed onRetry={run} />}
      <div className={styles.row}>
        {back && <Link href={locale.localize(back)}><Trans>Back to where you were</Trans></Link>}
        {page === 'paysuccess' && showReceipt && vm.info && (
          <Link href={locale.localize(`/cashier/receipt?transaction=${encodeURIComponent(vm.info.transaction)}`)}><Trans>Show the receipt</Trans></Link>
        )}
      </div>
    </section>
  );
});
