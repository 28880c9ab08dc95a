import { Button } from '@casino/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useService } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import type { DepositViewModel } from '../deposit/deposit.vm.ts';
import { useFollowPayment, useProfilePrompt } from '../deposit/follow-payment.ts';
import { PaymentFrame } from '../deposit/PaymentFrame.tsx';
import { PendingDeposit } from '../deposit/pending-deposit.ts';
import { CashierNav } from '../shared/CashierNav.tsx';
import { MoneyErrorNotice } from '../shared/messages.tsx';
import * as styles from '../shared/Cashier.css.ts';

export * from '../wiring.ts';

/**
 * `/cashier/billing`: the confirmation step of a deposit the form checked (with the `confirmStep` setting). Without a
 * deposit waiting here (a direct visit, a reload) it sends the player to the deposit form.
 */
export function Screen() {
  const pending = useService(PendingDeposit);
  const locale = useService(LocaleStore);
  const vm = pending.current;
  if (!vm?.reviewing || !vm.summary) return <Navigate to={locale.localize('/cashier/deposit')} replace />;
  return <Billing vm={vm} />;
}

function Billing({ vm }: { vm: DepositViewModel }) {
  const pending = useService(PendingDeposit);
  const locale = useService(LocaleStore);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { follow, frame } = useFollowPayment();
  const profilePrompt = useProfilePrompt();
  // a deposit that was sent (or left for another page) is no longer held: it goes with this screen
  useEffect(() => () => {
    if (!pending.holds(vm)) vm.dispose();
  }, [vm, pending]);
  const confirm = () =>
    void vm.confirm().then((step) => {
      if (step.kind === 'none') return void profilePrompt(vm.form.error);
      pending.take();
      follow(step);
    });
  const back = () => {
    const rest = new URLSearchParams(query);
    rest.delete('from');
    const search = rest.toString();
    navigate(locale.localize(`/cashier/deposit/${encodeURIComponent(vm.methodSysname ?? '')}${search ? `?${search}` : ''}`));
  };
  return <BillingView vm={vm} onConfirm={confirm} onBack={back} frame={frame && <PaymentFrame url={frame.url} transaction={frame.transaction} />} />;
}

interface ViewProps {
  readonly vm: DepositViewModel;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
  readonly frame?: ReactNode;
}

/** What will be sent (method, amount, bonus offer), then "confirm" (sends once) or "back" (to the filled form). */
export const BillingView = observer(function BillingView({ vm, onConfirm, onBack, frame }: ViewProps) {
  const { t } = useLingui();
  const summary = vm.summary;
  return (
    <section className={styles.page} aria-labelledby="billing-title">
      <h1 id="billing-title" className={styles.title}><Trans>Confirm your deposit</Trans></h1>
      <CashierNav />
      {summary && (
        <dl className={styles.details} data-billing-summary>
          <dt><Trans>Payment method</Trans></dt>
          <dd data-billing-method>{summary.method.name}</dd>
          <dt><Trans>Amount</Trans></dt>
          <dd data-billing-amount>{summary.amount}</dd>
          <dt><Trans>Bonus offer</Trans></dt>
          <dd data-billing-offer>{summary.offer ?? t`No bonus`}</dd>
        </dl>
      )}
      {vm.form.error && <MoneyErrorNotice error={vm.form.error} onRetry={onConfirm} />}
      {!vm.sent && (
        <div className={styles.row}>
          <Button variant="secondary" onPress={onBack} isDisabled={vm.sending.submitting}><Trans>Back to the form</Trans></Button>
          <Button variant="primary" onPress={onConfirm} isPending={vm.sending.submitting} pendingLabel={t`Sending the deposit`}>
            <Trans>Confirm the deposit</Trans>
          </Button>
        </div>
      )}
      {frame}
    </section>
  );
});
