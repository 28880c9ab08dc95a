import { formatAmount } from '@casino/domain/format';
import { Button } from '@casino/ui/button';
import { Radio, RadioGroup } from '@casino/ui/radio-group';
import { Skeleton } from '@casino/ui/skeleton';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useDeferredValue } from 'react';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { HistoryList } from '../history/HistoryList.tsx';
import { HistoryViewModel } from '../history/history.vm.ts';
import { useProfilePrompt } from '../deposit/follow-payment.ts';
import { AmountInput } from '../shared/AmountInput.tsx';
import { CashierNav } from '../shared/CashierNav.tsx';
import * as styles from '../shared/Cashier.css.ts';
import { LoadFailed, MoneyErrorNotice } from '../shared/messages.tsx';
import { RequisiteInput } from '../shared/RequisiteInput.tsx';
import { WithdrawViewModel } from './withdraw.vm.ts';
import { LiveForm } from '../../../shared/forms/LiveForm.tsx';

export * from '../wiring.ts';

// the withdrawals list uses the history view-model, which also reads the bonus area's ports

/**
 * `/cashier/withdraw`: request a withdrawal; the player's withdrawals below, open ones cancellable. Both load in render
 * inside a preload scope: the production server renders a signed-in player's page for them.
 */
export function Screen() {
  const vm = usePreloadedViewModel(WithdrawViewModel, 'cashier-withdraw', (withdraw) => withdraw.load());
  const history = usePreloadedViewModel(HistoryViewModel, 'cashier-withdraw-history', (list) => list.show('withdrawal'));
  const profilePrompt = useProfilePrompt();
  const submit = () =>
    void vm.submit().then((sent) => {
      if (sent) void history.reload();
      else void profilePrompt(vm.form.error);
    });
  return <WithdrawView vm={vm} history={history} onSubmit={submit} />;
}

export const WithdrawView = observer(function WithdrawView({ vm, history, onSubmit }: { vm: WithdrawViewModel; history: HistoryViewModel; onSubmit: () => void }) {
  const { t } = useLingui();
  const method = vm.method;
  // the form's arrival is a big mount: drawn from a deferred status, in slices, not in one blocking task (as the deposit form)
  const status = useDeferredValue(vm.status);
  return (
    <section className={styles.page} aria-labelledby="withdraw-title">
      <h1 id="withdraw-title" className={styles.title}><Trans>Withdraw</Trans></h1>
      <CashierNav />
      {status === 'loading' && <Skeleton height={styles.formPlaceholderHeight} />}
      {status === 'failed' && <LoadFailed onRetry={() => void vm.load()} />}
      {vm.done && (
        <div className={styles.notice.info} role="status" data-withdrawal-done={vm.done.transaction}>
          <p style={{ margin: 0 }}>
            <Trans>Withdrawal of {formatAmount(vm.done.amount.amount, vm.done.amount.currency)} requested. You can cancel it below while it is pending.</Trans>
          </p>
          <div><Button variant="outline" size="sm" onPress={vm.again}><Trans>Request another withdrawal</Trans></Button></div>
        </div>
      )}
      {status === 'ready' && !vm.done && vm.methods.length === 0 && <p><Trans>No withdrawal methods are available for your currency.</Trans></p>}
      {status === 'ready' && !vm.done && vm.methods.length > 0 && (
        <div className={styles.stack}>
          <p className={styles.muted} data-withdrawable><Trans>Available to withdraw: {vm.withdrawableText}</Trans></p>
          <RadioGroup label={t`Payment method`} value={vm.methodSysname} onChange={vm.selectMethod}>
            {vm.methods.map((m) => <Radio key={m.sysname} value={m.sysname}>{m.name}</Radio>)}
          </RadioGroup>
          {method && (
            <LiveForm className={styles.stack} noValidate aria-label={t`Withdraw with ${method.name}`} onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
              <AmountInput vm={vm} />
              {method.fields.map((field) => <RequisiteInput key={`${method.sysname}:${field.name}`} form={vm.form} field={field} />)}
              {vm.form.error && <MoneyErrorNotice error={vm.form.error} onRetry={onSubmit} />}
              <div>
                <Button type="submit" variant="primary" isPending={vm.sending.submitting} pendingLabel={t`Sending the withdrawal`}><Trans>Withdraw</Trans></Button>
              </div>
            </LiveForm>
          )}
        </div>
      )}
      {/* under the form: shown once the form is, so the form's arriving does not push it down (its rows load beside) */}
      {status !== 'loading' && (
        <section aria-labelledby="withdrawals-title" className={styles.stack}>
          <h2 id="withdrawals-title"><Trans>Your withdrawals</Trans></h2>
          <HistoryList vm={history} />
        </section>
      )}
    </section>
  );
});
