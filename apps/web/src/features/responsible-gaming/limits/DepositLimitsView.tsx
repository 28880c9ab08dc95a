import { formatAmount, type DepositLimitPeriod } from '@casino/domain';
import { Button } from '@casino/ui/button';
import { Card } from '@casino/ui/card';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import * as styles from '../responsible-gaming.css.ts';
import { PERIOD_NAMES } from '../texts.ts';
import type { DepositLimitsViewModel, LimitNotice } from './deposit-limits.vm.ts';

/** The deposit limits: what can still be deposited, then one card per period. */
export const DepositLimitsView = observer(function DepositLimitsView({ vm }: { vm: DepositLimitsViewModel }) {
  return (
    <section className={styles.section} aria-labelledby="rg-deposit-limits">
      <h2 id="rg-deposit-limits" className={styles.sectionTitle}><Trans>Deposit limits</Trans></h2>
      <p className={styles.muted}>
        <Trans>Set as many limits as you like: all of them apply. A new or lower limit applies at once; a higher limit or a removal applies after 24 hours.</Trans>
      </p>
      {vm.state === 'loading' && <p className={styles.muted} role="status"><Trans>Loading your limits…</Trans></p>}
      {vm.state === 'failed' && (
        <div className={styles.row} role="alert">
          <p className={styles.text}><Trans>We could not load your deposit limits.</Trans></p>
          <Button variant="secondary" size="sm" onPress={() => void vm.load()}><Trans>Try again</Trans></Button>
        </div>
      )}
      {vm.state === 'ready' && vm.limits && (
        <>
          {vm.limits.available !== null && <AvailableNow amount={formatAmount(vm.limits.available, vm.currency)} />}
          <div className={styles.grid}>
            {vm.periods.map((period) => <LimitCard key={period} vm={vm} period={period} />)}
          </div>
        </>
      )}
    </section>
  );
});

function AvailableNow({ amount }: { amount: string }) {
  return <p className={styles.text} data-testid="rg-available"><Trans>You can deposit up to {amount} now.</Trans></p>;
}

const LimitCard = observer(function LimitCard({ vm, period }: { vm: DepositLimitsViewModel; period: DepositLimitPeriod }) {
  const { t, i18n } = useLingui();
  const limit = vm.limitOf(period);
  const name = i18n._(PERIOD_NAMES[period]);
  const money = (amount: number) => formatAmount(amount, vm.currency);
  const when = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' });
  const effect = vm.draftEffect(period);
  const currency = vm.currency;
  const pendingAmount = limit?.pending?.limit == null ? '' : money(limit.pending.limit);
  const pendingDate = limit?.pending ? when(limit.pending.effectiveAt) : '';
  const headingId = `rg-limit-${period}`;
  return (
    <Card as="section" padding="md" className={styles.card} aria-labelledby={headingId} data-testid={`rg-limit-${period}`}>
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
        <div className={styles.pending} data-testid={`rg-pending-${period}`}>
          <p className={styles.text}>
            {limit.pending.limit === null
              ? <Trans>Removal pending: applies on {pendingDate}.</Trans>
              : <Trans>Change to {pendingAmount} pending: applies on {pendingDate}.</Trans>}
          </p>
          <div className={styles.row}>
            <Button variant="secondary" size="sm" isPending={vm.busy[period] === true} onPress={() => void vm.cancelPending(period)}>
              <Trans>Cancel the change</Trans>
            </Button>
          </div>
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void vm.save(period))}>
        <TextField
          label={limit ? t`${name}: new amount (${currency})` : t`${name}: amount (${currency})`}
          name={`limit-${period}`}
          inputMode="decimal"
          value={vm.drafts[period]}
          onChange={(value) => vm.setDraft(period, value)}
          description={effect === 'immediate' ? t`Applies at once.` : effect === 'pending' ? t`A higher limit applies after 24 hours.` : undefined}
          isInvalid={vm.notices[period] === 'invalidAmount'}
          errorMessage={t`Enter a positive amount with at most two decimals.`}
        />
        <div className={styles.row}>
          <Button type="submit" variant="primary" size="sm" isPending={vm.busy[period] === true} pendingLabel={t`Saving`}>
            {limit ? <Trans>Change limit</Trans> : <Trans>Set limit</Trans>}
          </Button>
          {limit && !(limit.pending && limit.pending.limit === null) && (
            <Button variant="secondary" size="sm" isDisabled={vm.busy[period] === true} onPress={() => void vm.remove(period)}>
              <Trans>Remove limit</Trans>
            </Button>
          )}
        </div>
      </form>
      <LimitNoticeText notice={vm.notices[period]} />
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
