import { formatAmount } from '@casino/domain/format';
import { Button } from '@casino/ui/button';
import { Link } from '@casino/ui/link';
import { ResponsiveTable, type TableColumn } from '@casino/ui/responsive-table';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { LoadFailed } from '../shared/messages.tsx';
import * as styles from '../shared/Cashier.css.ts';
import type { HistoryViewModel } from './history.vm.ts';
import { REWARD_STATUS_TEXT, type RewardEntry } from './reward-history.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

/** The bonuses or cashbacks tab: a table of them (cards on a phone), "load more", and the way to the page where they are used. */
export const RewardList = observer(function RewardList({ vm, manage }: { vm: HistoryViewModel; manage: { readonly href: string; readonly label: string } }) {
  const { t, i18n } = useLingui();
  const dates = useDates();
  const empty = vm.tab === 'bonuses' ? t`No bonuses yet.` : t`No cashbacks yet.`;
  const columns: TableColumn<RewardEntry>[] = [
    { id: 'date', label: t`Date`, cell: (entry) => dates.dateTime(Date.parse(entry.date)) },
    { id: 'name', label: t`Name`, cell: (entry) => entry.title ?? (vm.tab === 'bonuses' ? t`Bonus` : t`Cashback`) },
    { id: 'amount', label: t`Amount`, cell: (entry) => formatAmount(entry.amount.amount, entry.amount.currency) },
    { id: 'status', label: t`Status`, cell: (entry) => <span className={styles.status[entry.tone]} data-status={entry.status}>{i18n._(REWARD_STATUS_TEXT[entry.status])}</span> },
  ];
  return (
    <div className={styles.stack}>
      {vm.status === 'ready' && vm.rewards.length === 0 && <p data-history-empty>{empty}</p>}
      {vm.rewards.length > 0 && (
        <ResponsiveTable columns={columns} rows={vm.rewards} rowKey={(entry) => entry.id} rowAttributes={(entry) => ({ 'data-reward-row': entry.id })} data-history={vm.tab} />
      )}
      {vm.status === 'failed' && <LoadFailed onRetry={() => void vm.loadMore()} />}
      {vm.hasMore && vm.status !== 'failed' && (
        <div>
          <Button variant="secondary" isPending={vm.status === 'loading'} onPress={() => void vm.loadMore()}><Trans>Load more</Trans></Button>
        </div>
      )}
      {/* eslint-disable-next-line casino/content-links -- the history screen's own localised path, not data */}
      <Link href={manage.href}>{manage.label}</Link>
    </div>
  );
});
