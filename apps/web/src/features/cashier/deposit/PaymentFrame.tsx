import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { PaymentResultViewModel } from '../payment/payment-result.vm.ts';
import * as styles from '../shared/Cashier.css.ts';

/** The payment page in a frame; this page watches the deposit and moves on to its result once it settles. */
export function PaymentFrame({ url, transaction }: { url: string; transaction: string }) {
  const { t } = useLingui();
  const vm = useViewModel(PaymentResultViewModel);
  const navigate = useNavigate();
  const locale = useService(LocaleStore);
  useEffect(() => {
    void vm.start('paynewwindow', transaction).then((to) => to && navigate(locale.localize(to)));
  }, [vm, transaction, navigate, locale]);
  return (
    <section aria-labelledby="payment-frame-title" className={styles.stack}>
      <h2 id="payment-frame-title"><Trans>Complete the payment</Trans></h2>
      <iframe className={styles.frame} src={url} title={t`Payment page`} />
    </section>
  );
}
