import { HISTORY_TABS, historyTabFromQuery, type HistoryTab } from '@casino/domain/cashier';
import { Tab, TabList, TabPanel, Tabs } from '@casino/ui/tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { CashierNav } from '../shared/CashierNav.tsx';
import * as styles from '../shared/Cashier.css.ts';
import { HistoryList } from './HistoryList.tsx';
import { HistoryViewModel } from './history.vm.ts';
import { RewardList } from './RewardList.tsx';

export * from '../wiring.ts';

// the bonuses and cashbacks tabs read the bonus area's ports

/** `/cashier/history?tab=deposit|withdrawal|bonuses|cashbacks` (deposit by default). */
export function Screen() {
  const vm = useViewModel(HistoryViewModel);
  const [query, setQuery] = useSearchParams();
  const tab = historyTabFromQuery(Object.fromEntries(query));
  useEffect(() => void vm.show(tab), [vm, tab]);
  return <HistoryView vm={vm} tab={tab} onTab={(next) => setQuery({ tab: next })} />;
}

export const HistoryView = observer(function HistoryView({ vm, tab, onTab }: { vm: HistoryViewModel; tab: HistoryTab; onTab: (tab: HistoryTab) => void }) {
  const { t } = useLingui();
  const locale = useService(LocaleStore);
  const labels: Record<HistoryTab, string> = { deposit: t`Deposits`, withdrawal: t`Withdrawals`, bonuses: t`Bonuses`, cashbacks: t`Cashbacks` };
  return (
    <section className={styles.page} aria-labelledby="history-title">
      <h1 id="history-title" className={styles.title}><Trans>Payment history</Trans></h1>
      <CashierNav />
      <Tabs selectedKey={tab} onSelectionChange={(key) => onTab(String(key) as HistoryTab)}>
        <TabList aria-label={t`Payment history`}>
          {HISTORY_TABS.map((id) => <Tab key={id} id={id}>{labels[id]}</Tab>)}
        </TabList>
        {HISTORY_TABS.map((id) => (
          <TabPanel key={id} id={id}>
            {id === 'bonuses' && vm.tab === id && <RewardList vm={vm} manage={{ href: locale.localize('/profile/bonuses'), label: t`Use and manage your bonuses` }} />}
            {id === 'cashbacks' && vm.tab === id && <RewardList vm={vm} manage={{ href: locale.localize('/profile/cashback'), label: t`Claim and manage your cashbacks` }} />}
            {(id === 'deposit' || id === 'withdrawal') && vm.tab === id && <HistoryList vm={vm} />}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
});
