import { formatAmount } from '@casino/domain/format';
import type { DepositReceipt } from '@casino/domain/ports';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from '../shared/Cashier.css.ts';
import { STATUS_TEXT } from '../shared/status-text.ts';
import type { ReceiptLabel, ReceiptLine } from './receipt-lines.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

interface Props {
  readonly info: DepositReceipt;
  /** The method's name from the cashier settings; the row is left out when they do not know the method. */
  readonly methodName: string | undefined;
  /** The payment's details, labelled (the receipt shows them). */
  readonly lines?: readonly ReceiptLine[];
  readonly full?: boolean;
}

/** A deposit's amount, method, status and date, as the result pages and the receipt show it. */
export function PaymentDetails({ info, methodName, lines = [], full = false }: Props) {
  const { i18n } = useLingui();
  const dates = useDates();
  const label = (l: ReceiptLabel) => ('text' in l ? l.text : i18n._(l.message));
  return (
    <dl className={styles.details} data-payment-details={info.transaction}>
      <dt><Trans>Amount</Trans></dt>
      <dd data-amount>{formatAmount(info.amount.amount, info.amount.currency)}</dd>
      {methodName !== undefined && (
        <>
          <dt><Trans>Method</Trans></dt>
          <dd data-method>{methodName}</dd>
        </>
      )}
      <dt><Trans>Status</Trans></dt>
      <dd><span className={styles.status[info.status]} data-status={info.status}>{i18n._(STATUS_TEXT[info.status])}</span></dd>
      <dt><Trans>Date</Trans></dt>
      <dd>{dates.dateTime(Date.parse(info.createdAt))}</dd>
      {full && (
        <>
          <dt><Trans>Transaction</Trans></dt>
          <dd>{info.transaction}</dd>
          {lines.map((line) => (
            <div key={line.name} style={{ display: 'contents' }} data-detail={line.name}>
              <dt>{label(line.label)}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </>
      )}
    </dl>
  );
}
