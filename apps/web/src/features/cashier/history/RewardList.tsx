import { formatAmount } from '@casino/domain';
import { Button } from '@casino/ui/button';
import { Link } from '@casino/ui/link';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { LoadFailed } from '../shared/messages.tsx';
import * as styles from '../shared/Cashier.css.ts';
import type { HistoryViewModel } from './history.vm.ts';
import { REWARD_STATUS_TEXT } from './reward-history.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

/** The bonuses or cashbacks tab: a table of them, "load more", and the way to the page where they are used. */
export const RewardList = observer(function RewardList({ vm, manage }: { vm: HistoryViewModel; manage: { readonly href: string; readonly label: string } }) {
  const { t, i18n } = useLingui();
  const dates = useDates();
  const empty = vm.tab === 'bonuses' ? t`No bonuses yet.` : t`No cashbacks yet.`;
  return (
    <div className={styles.stack}>
      {vm.status === 'ready' && vm.rewards.length === 0 && <p data-history-empty>{empty}</p>}
      {vm.rewards.length > 0 && (
        <table className={styles.table} data-history={vm.tab}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col"><Trans>Date</Trans></th>
              <th className={styles.cell} scope="col"><Trans>Name</Trans></th>
              <th className={styles.cell} scope="col"><Trans>Amount</Trans></th>
              <th className={styles.cell} scope="col"><Trans>Status</Trans></th>
            </tr>
          </thead>
          <tbody>
            {vm.rewards.map((entry) => (
              <tr key={entry.id} data-reward-row={entry.id}>
                <td className={styles.cell} data-label={t`Date`}>{dates.dateTime(Date.parse(entry.date))}</td>
                <td className={styles.cell} data-label={t`Name`}>{entry.title ?? (vm.tab === 'bonuses' ? t`Bonus` : t`Cashback`)}</td>
                <td className={styles.cell} data-label={t`Amount`}>{formatAmount(entry.amount.amount, entry.amount.currency)}</td>
                <td className={styles.cell} data-label={t`Status`}><span className={styles.status[entry.tone]} data-status={entry.status}>{i18n._(REWARD_STATUS_TEXT[entry.status])}</span></td>
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
      {/* eslint-disable-next-line casino/content-links -- the history screen's own localised path, not data */}
      <Link href={manage.href}>{manage.label}</Link>
    </div>
  );
});
