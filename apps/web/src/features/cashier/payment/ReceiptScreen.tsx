import { Link } from '@casino/ui/link';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { CashierNav } from '../shared/CashierNav.tsx';
import * as styles from '../shared/Cashier.css.ts';
import { readCashierSettings } from '../shared/cashier-settings.ts';
import { LoadFailed } from '../shared/messages.tsx';
import { PaymentDetails } from './PaymentDetails.tsx';
import { PaymentResultViewModel } from './payment-result.vm.ts';

export * from '../wiring.ts';

/** `/cashier/receipt?transaction={id}`: the deposit's details, when the content configuration shows receipts. */
export const Screen = observer(function Screen() {
  const vm = useViewModel(PaymentResultViewModel);
  const [query] = useSearchParams();
  const transaction = query.get('transaction') ?? undefined;
  const locale = useService(LocaleStore);
  const enabled = readCashierSettings(useService(ContentStore).config.sections).showReceipt;
  useEffect(() => {
    if (enabled) void vm.start('paysuccess', transaction);
  }, [vm, transaction, enabled]);
  return (
    <section className={styles.page} aria-labelledby="receipt-title">
      <h1 id="receipt-title" className={styles.title}><Trans>Receipt</Trans></h1>
      <CashierNav />
      {!enabled && <p><Trans>Receipts are not available on this site. Your payments are in the history.</Trans></p>}
      {enabled && !transaction && <p><Trans>Choose a payment in the history to see its receipt.</Trans></p>}
      {enabled && vm.info && <PaymentDetails info={vm.info} methodName={vm.methodName} lines={vm.lines} full />}
      {enabled && vm.status === 'failed' && <LoadFailed onRetry={() => void vm.start('paysuccess', transaction)} />}
      <Link href={locale.localize('/cashier/history')}><Trans>Payment history</Trans></Link>
    </section>
  );
});
