import type { DepositLimitDays } from '@casino/domain/cashier';
import { formatAmount } from '@casino/domain/format';
import type { LimitKind } from '@casino/domain/responsible-gaming';
import { Button } from '@casino/ui/button';
import { Card } from '@casino/ui/card';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import * as styles from '../responsible-gaming.css.ts';
import { PERIOD_NAMES } from '../texts.ts';
import type { LimitNotice, LimitsViewModel } from './limits.vm.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

/** The limits of one kind: what is left, then one card per period. One loading or failure message for all kinds. */
export const LimitsView = observer(function LimitsView({ vm, kind }: { vm: LimitsViewModel; kind: LimitKind }) {
  const id = `rg-${kind}-limits`;
  const available = vm.setOf(kind)?.available;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {kind === 'deposit' ? <Trans>Deposit limits</Trans> : kind === 'loss' ? <Trans>Loss limits</Trans> : <Trans>Wager limits</Trans>}
      </h2>
      <p className={styles.muted}>
        {kind === 'deposit' && <Trans>Set as many limits as you like: all of them apply. A new or lower limit applies at once; a higher limit or a removal applies after 24 hours.</Trans>}
        {kind === 'loss' && <Trans>Caps your net loss (stakes minus wins) in real-money games. The same rules apply: lower at once, higher after 24 hours.</Trans>}
        {kind === 'wager' && <Trans>Caps the total of your stakes in real-money games. The same rules apply: lower at once, higher after 24 hours.</Trans>}
      </p>
      {kind === 'deposit' && vm.state === 'loading' && <p className={styles.muted} role="status"><Trans>Loading your limits…</Trans></p>}
      {kind === 'deposit' && vm.state === 'failed' && (
        <div className={styles.row} role="alert">
          <p className={styles.text}><Trans>We could not load your limits.</Trans></p>
          <Button variant="secondary" size="sm" onPress={() => void vm.load()}><Trans>Try again</Trans></Button>
        </div>
      )}
      {vm.state === 'ready' && (
        <>
          {available != null && <AvailableNow kind={kind} amount={formatAmount(available, vm.currency)} />}
          <div className={styles.grid}>
            {vm.periods(kind).map((period) => <LimitCard key={period} vm={vm} kind={kind} period={period} />)}
          </div>
        </>
      )}
    </section>
  );
});

function AvailableNow({ kind, amount }: { kind: LimitKind; amount: string }) {
  let text: ReactNode;
  if (kind === 'deposit') text = <Trans>You can deposit up to {amount} now.</Trans>;
  else if (kind === 'loss') text = <Trans>You can lose up to {amount} more now.</Trans>;
  else text = <Trans>You can stake up to {amount} more now.</Trans>;
  return <p className={styles.text} data-testid={`rg-${kind}-available`}>{text}</p>;
}

const LimitCard = observer(function LimitCard({ vm, kind, period }: { vm: LimitsViewModel; kind: LimitKind; period: DepositLimitDays }) {
  const { t, i18n } = useLingui();
  const when = useDates().dateTime;
  const limit = vm.limitOf(kind, period);
  const name = i18n._(PERIOD_NAMES[period]);
  const money = (amount: number) => formatAmount(amount, vm.currency);
  const effect = vm.draftEffect(kind, period);
  const busy = vm.isBusy(kind, period);
  const currency = vm.currency;
  const pendingAmount = limit?.pending?.limit == null ? '' : money(limit.pending.limit);
  const pendingDate = limit?.pending ? when(limit.pending.effectiveAt) : '';
  const headingId = `rg-${kind}-${period}`;
  return (
    <Card role="group" padding="md" className={styles.card} aria-labelledby={headingId} data-testid={`rg-${kind}-limit-${period}`}>
      <h3 id={headingId} className={styles.limitTitle}>{name}</h3>
      {limit ? (
        <dl className={styles.figures}>
          <dt className={styles.term}><Trans>Limit</Trans></dt>
          <dd className={styles.value}>{money(limit.limit)}</dd>
          <dt className={styles.term}><Trans>Used</Trans></dt>
          <dd className={styles.value}>{money(limit.used)}</dd>
          <dt className={styles.term}><Trans>Left</Trans></dt>
          <dd className={styles.value}>{money(limit.available)}</dd>
          <dt className={styles.term}><Trans>Resets</Trans></dt>
          <dd className={styles.value}>{when(limit.resetsAt)}</dd>
        </dl>
      ) : (
        <p className={styles.muted}><Trans>No limit set.</Trans></p>
      )}
      {limit?.pending && (
        <div className={styles.pending} data-testid={`rg-${kind}-pending-${period}`}>
          <p className={styles.text}>
            {limit.pending.limit === null
              ? <Trans>Removal pending: applies on {pendingDate}.</Trans>
              : <Trans>Change to {pendingAmount} pending: applies on {pendingDate}.</Trans>}
          </p>
          <div className={styles.row}>
            <Button variant="secondary" size="sm" isPending={busy} onPress={() => void vm.cancelPending(kind, period)}>
              <Trans>Cancel the change</Trans>
            </Button>
          </div>
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void vm.save(kind, period))}>
        <TextField
          label={limit ? t`${name}: new amount (${currency})` : t`${name}: amount (${currency})`}
          name={`${kind}-limit-${period}`}
          inputMode="decimal"
          value={vm.draft(kind, period)}
          onChange={(value) => vm.setDraft(kind, period, value)}
          description={effect === 'immediate' ? t`Applies at once.` : effect === 'pending' ? t`A higher limit applies after 24 hours.` : undefined}
          isInvalid={vm.notice(kind, period) === 'invalidAmount'}
          errorMessage={t`Enter a positive amount with at most two decimals.`}
        />
        <div className={styles.row}>
          <Button type="submit" variant="primary" size="sm" isPending={busy} pendingLabel={t`Saving`}>
            {limit ? <Trans>Change limit</Trans> : <Trans>Set limit</Trans>}
          </Button>
          {limit && !(limit.pending && limit.pending.limit === null) && (
            <Button variant="secondary" size="sm" isDisabled={busy} onPress={() => void vm.remove(kind, period)}>
              <Trans>Remove limit</Trans>
            </Button>
          )}
        </div>
      </form>
      <LimitNoticeText notice={vm.notice(kind, period)} />
    </Card>
  );
});

function LimitNoticeText({ notice }: { notice: LimitNotice | undefined }) {
  if (!notice || notice === 'invalidAmount') return null;
  const failed = notice === 'unavailable' || notice === 'failed';
  return (
    <p className={styles.muted} role={failed ? 'alert' : 'status'}>
      {notice === 'applied' && <Trans>Saved: the limit applies now.</Trans>}
      {notice === 'pending' && <Trans>Saved: the change applies after the 24-hour cooling-off.</Trans>}
      {notice === 'cancelled' && <Trans>The pending change is cancelled.</Trans>}
      {notice === 'unchanged' && <Trans>Nothing to change.</Trans>}
      {notice === 'unavailable' && <Trans>We could not reach the server. Please try again.</Trans>}
      {notice === 'failed' && <Trans>The change was not saved. Please try again.</Trans>}
    </p>
  );
}
