import { Link } from '@casino/ui/link';
import { Trans, useLingui } from '@lingui/react/macro';
import { useService } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import * as styles from './Cashier.css.ts';

/** Links between the cashier's screens. */
export function CashierNav() {
  const locale = useService(LocaleStore);
  const { t } = useLingui();
  return (
    <nav className={styles.nav} aria-label={t`Cashier`}>
      <Link href={locale.localize('/cashier/wallet')}><Trans>Wallet</Trans></Link>
      <Link href={locale.localize('/cashier/deposit')}><Trans>Deposit</Trans></Link>
      <Link href={locale.localize('/cashier/withdraw')}><Trans>Withdraw</Trans></Link>
      <Link href={locale.localize('/cashier/history')}><Trans>History</Trans></Link>
    </nav>
  );
}
