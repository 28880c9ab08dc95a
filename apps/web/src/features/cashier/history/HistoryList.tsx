import { formatAmount } from '@casino/domain';
import { Button } from '@casino/ui/button';
import { useDialogs } from '@casino/ui/dialogs';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { LoadFailed, MoneyErrorNotice } from '../shared/messages.tsx';
import * as styles from '../shared/Cashier.css.ts';
import { STATUS_TEXT } from '../shared/status-text.ts';
import type { HistoryViewModel } from './history.vm.ts';
import { PLAYER_ONLY } from '../../../shared/services/overlays.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

/** Payments of the current tab as a table, "load more", and a confirmed cancel on open withdrawals. */
export const HistoryList = observer(function HistoryList({ vm }: { vm: HistoryViewModel }) {
  const { t, i18n } = useLingui();
  const dates = useDates();
  const dialogs = useDialogs();
  const cancel = async (id: number) => {
    const agreed = await dialogs.confirm({ scope: PLAYER_ONLY, title: t`Cancel this withdrawal? The money returns to your balance.`, agreeLabel: t`Cancel the withdrawal`, rejectLabel: t`Keep it` });
    if (agreed) await vm.cancel(id);
  };
  if (vm.status === 'ready' && vm.items.length === 0) return <p data-history-empty><Trans>No payments yet.</Trans></p>;
  return (
    <div className={styles.stack}>
      {vm.cancelError && <MoneyErrorNotice error={vm.cancelError} />}
      {vm.items.length > 0 && (
        <table className={styles.table} data-history={vm.tab}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col"><Trans>Date</Trans></th>
              <th className={styles.cell} scope="col"><Trans>Method</Trans></th>
              <th className={styles.cell} scope="col"><Trans>Amount</Trans></th>
              <th className={styles.cell} scope="col"><Trans>Status</Trans></th>
              <th className={styles.cell} scope="col"><span style={{ position: 'absolute', clipPath: 'inset(50%)', width: 1, height: 1, overflow: 'hidden' }}><Trans>Actions</Trans></span></th>
            </tr>
          </thead>
          <tbody>
            {vm.items.map((item) => (
              <tr key={item.id} data-payment-row={item.id}>
                <td className={styles.cell} data-label={t`Date`}>{dates.dateTime(Date.parse(item.createdAt))}</td>
                <td className={styles.cell} data-label={t`Method`}>{item.methodName}</td>
                <td className={styles.cell} data-label={t`Amount`}>{formatAmount(item.amount.amount, item.amount.currency)}</td>
                <td className={styles.cell} data-label={t`Status`}><span className={styles.status[item.status]} data-status={item.status}>{i18n._(STATUS_TEXT[item.status])}</span></td>
                <td className={styles.cell}>
                  {item.canCancel && (
                    <Button variant="outline" size="sm" isPending={vm.cancelling === item.id} onPress={() => void cancel(item.id)} aria-label={t`Cancel withdrawal ${item.transaction}`}>
                      <Trans>Cancel</Trans>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {vm.status === 'failed' && <LoadFailed onRetry={() => void vm.loadMore()} />}
      {vm.hasMore && vm.status !== 'failed' && (
        <div>
          <Button variant="secondary" isPending={vm.status === 'loading'} onPress={() => void vm.loadMore()}><Trans>Load more</Trans></Button>
        </div>
      )}
    </div>
  );
});
