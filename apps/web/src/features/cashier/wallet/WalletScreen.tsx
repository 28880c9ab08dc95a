import { formatAmount } from '@casino/domain/format';
import { Link } from '@casino/ui/link';
import { LazySelect as Select } from '@casino/ui/lazy-select';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../shared/di/react.tsx';
import { withViewModel } from '../../../shared/di/with-view-model.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { CashierNav } from '../shared/CashierNav.tsx';
import * as styles from '../shared/Cashier.css.ts';
import { LimitsLink } from '../shared/LimitsLink.tsx';
import { LoadFailed, MoneyErrorNotice } from '../shared/messages.tsx';
import { STATUS_TEXT } from '../shared/status-text.ts';
import { WalletViewModel } from './wallet.vm.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

export * from '../wiring.ts';

export const WalletView = observer(function WalletView({ vm }: { vm: WalletViewModel }) {
  const { t, i18n } = useLingui();
  const dates = useDates();
  const locale = useService(LocaleStore);
  const b = vm.balances;
  return (
    <section className={styles.page} aria-labelledby="wallet-title">
      <h1 id="wallet-title" className={styles.title}><Trans>Wallet</Trans></h1>
      <CashierNav />
      {b && (
        <dl className={styles.details} data-wallet>
          <dt><Trans>Main balance</Trans></dt>
          <dd data-balance="main">{b.main}</dd>
          <dt><Trans>Bonus balance</Trans></dt>
          <dd data-balance="bonus">{b.bonus}</dd>
          <dt><Trans>Betting bonus</Trans></dt>
          <dd data-balance="betting">{b.bettingBonus}</dd>
          <dt><Trans>Total</Trans></dt>
          <dd data-balance="total"><strong>{b.total}</strong></dd>
        </dl>
      )}
      {vm.equivalents.length > 0 && (
        <p className={styles.muted} data-equivalents>
          <Trans>Equivalent to</Trans> {vm.equivalents.map((e) => e.text).join(' · ')}
        </p>
      )}
      {vm.canSwitchCurrency && (
        <Select
          label={t`Account currency`}
          items={vm.currencies.map((c) => ({ id: c, label: c }))}
          selectedKey={vm.currency}
          isDisabled={vm.switching}
          onSelectionChange={(key) => key !== null && void vm.switchCurrency(String(key))}
        />
      )}
      {vm.switchError && <MoneyErrorNotice error={vm.switchError} />}
      <section aria-labelledby="recent-title" className={styles.stack}>
        <h2 id="recent-title"><Trans>Recent transactions</Trans></h2>
        {vm.recentStatus === 'failed' && <LoadFailed onRetry={() => void vm.load()} />}
        {vm.recentStatus === 'ready' && vm.recent.length === 0 && <p><Trans>No payments yet.</Trans></p>}
        {vm.recent.length > 0 && (
          <ul className={styles.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }} data-recent>
            {vm.recent.map((item) => (
              <li key={item.id} className={styles.row}>
                <span>{dates.dateTime(Date.parse(item.createdAt))}</span>
                <span>{item.type === 'deposit' ? t`Deposit` : t`Withdrawal`}</span>
                <span>{formatAmount(item.amount.amount, item.amount.currency)}</span>
                <span className={styles.status[item.status]} data-status={item.status}>{i18n._(STATUS_TEXT[item.status])}</span>
              </li>
            ))}
          </ul>
        )}
        <Link href={locale.localize('/cashier/history')}><Trans>All transactions</Trans></Link>
      </section>
      <LimitsLink />
    </section>
  );
});

/** `/cashier` and `/cashier/wallet`. */
export const Screen = withViewModel(WalletViewModel, WalletView);
