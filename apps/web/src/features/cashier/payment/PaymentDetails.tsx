import { formatAmount, formatDateTime } from '@casino/domain';
import type { DepositReceipt } from '@casino/domain/ports';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from '../shared/Cashier.css.ts';
import { STATUS_TEXT } from '../shared/status-text.ts';

/** A deposit's amount, method, status and date, as the result pages and the receipt show it. */
export function PaymentDetails({ info, full = false }: { info: DepositReceipt; full?: boolean }) {
  const { i18n } = useLingui();
  return (
    <dl className={styles.details} data-payment-details={info.transaction}>
      <dt><Trans>Amount</Trans></dt>
      <dd data-amount>{formatAmount(info.amount.amount, info.amount.currency)}</dd>
      <dt><Trans>Method</Trans></dt>
      <dd>{info.method}</dd>
      <dt><Trans>Status</Trans></dt>
      <dd><span className={styles.status[info.status]} data-status={info.status}>{i18n._(STATUS_TEXT[info.status])}</span></dd>
      <dt><Trans>Date</Trans></dt>
      <dd>{formatDateTime(Date.parse(info.createdAt))}</dd>
      {full && (
        <>
          <dt><Trans>Transaction</Trans></dt>
          <dd>{info.transaction}</dd>
          {Object.entries(info.requisites).map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </>
      )}
    </dl>
  );
}
