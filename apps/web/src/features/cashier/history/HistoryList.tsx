import { formatAmount } from '@casino/domain/format';
import { Button } from '@casino/ui/button';
import { useDialogs } from '@casino/ui/dialogs';
import { ResponsiveTable, type TableColumn } from '@casino/ui/responsive-table';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { LoadFailed, MoneyErrorNotice } from '../shared/messages.tsx';
import * as styles from '../shared/Cashier.css.ts';
import { STATUS_TEXT } from '../shared/status-text.ts';
import type { PaymentRecord } from '@casino/domain/ports';
import type { HistoryViewModel } from './history.vm.ts';
import { PLAYER_ONLY } from '../../../shared/services/overlays.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

/** Payments of the current tab as a table (cards on a phone), "load more", and a confirmed cancel on open withdrawals. */
export const HistoryList = observer(function HistoryList({ vm }: { vm: HistoryViewModel }) {
  const { t, i18n } = useLingui();
  const dates = useDates();
  const dialogs = useDialogs();
  const cancel = async (id: number) => {
    const agreed = await dialogs.confirm({ scope: PLAYER_ONLY, title: t`Cancel this withdrawal? The money returns to your balance.`, agreeLabel: t`Cancel the withdrawal`, rejectLabel: t`Keep it` });
    if (agreed) await vm.cancel(id);
  };
  const columns: TableColumn<PaymentRecord>[] = [
    { id: 'date', label: t`Date`, cell: (item) => dates.dateTime(Date.parse(item.createdAt)) },
    { id: 'method', label: t`Method`, cell: (item) => item.methodName },
    { id: 'amount', label: t`Amount`, cell: (item) => formatAmount(item.amount.amount, item.amount.currency) },
    { id: 'status', label: t`Status`, cell: (item) => <span className={styles.status[item.status]} data-status={item.status}>{i18n._(STATUS_TEXT[item.status])}</span> },
    {
      id: 'actions', label: t`Actions`, hideLabel: true,
      cell: (item) => item.canCancel && (
        <Button variant="outline" size="sm" isPending={vm.cancelling === item.id} onPress={() => void cancel(item.id)} aria-label={t`Cancel withdrawal ${item.transaction}`}>
          <Trans>Cancel</Trans>
        </Button>
      ),
    },
  ];
  if (vm.status === 'ready' && vm.items.length === 0) return <p data-history-empty><Trans>No payments yet.</Trans></p>;
  return (
    <div className={styles.stack}>
      {vm.cancelError && <MoneyErrorNotice error={vm.cancelError} />}
      {vm.items.length > 0 && (
        <ResponsiveTable columns={columns} rows={vm.items} rowKey={(item) => item.id} rowAttributes={(item) => ({ 'data-payment-row': item.id })} data-history={vm.tab} />
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
