import type { CashbackItem } from '@casino/domain/ports';
import { Badge } from '@casino/ui/badge';
import { Button } from '@casino/ui/button';
import { Card } from '@casino/ui/card';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import * as styles from '../common/bonuses.css.ts';
import { commonTexts } from '../common/failure.ts';
import { day, money } from '../common/format.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { CashbackViewModel } from './cashback.vm.ts';
import { useDates } from '../../../shared/i18n/dates.ts';
import { withViewModel } from '../../../shared/di/with-view-model.tsx';

export * from '../wiring.ts';

export const CashbackView = observer(function CashbackView({ vm }: { vm: CashbackViewModel }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}><Trans>Cashback</Trans></h1>
      {vm.failure && <p role="alert" className={styles.notice}>{i18n._(commonTexts[vm.failure])}</p>}
      {vm.state === 'failed' ? (
        <LoadFailed retry={() => void vm.load()} />
      ) : vm.state === 'ready' && vm.items.length === 0 ? (
        <p className={styles.muted}><Trans>No cashback yet. It is counted on your losses over each period.</Trans></p>
      ) : (
        <ul className={styles.list} aria-busy={vm.state === 'loading'}>
          {vm.items.map((cashback) => <CashbackCard key={cashback.id} cashback={cashback} vm={vm} />)}
        </ul>
      )}
      {vm.hasMore && vm.state === 'ready' && (
        <div><Button variant="secondary" onPress={() => void vm.load(true)}><Trans>Show more</Trans></Button></div>
      )}
    </div>
  );
});

const CashbackCard = observer(function CashbackCard({ cashback, vm }: { cashback: CashbackItem; vm: CashbackViewModel }) {
  const { t } = useLingui();
  const dates = useDates();
  const title = cashback.description?.title ?? t`Cashback`;
  const from = day(dates, cashback.startDate);
  const to = day(dates, cashback.endDate);
  const until = day(dates, cashback.receivingExpiredAt);
  const paid = day(dates, cashback.paidOutAt);
  const pending = vm.pendingId === cashback.id;
  const busy = vm.pendingId !== null && !pending;
  return (
    <Card as="li" className={styles.card} data-cashback={cashback.id} aria-label={title}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {cashback.status === 'active' ? <Badge tone="success"><Trans>Active</Trans></Badge> : <Badge><Trans>Paid out</Trans></Badge>}
      </div>
      <p className={styles.amount}>{money(cashback.amount)}</p>
      <p className={styles.muted}>
        <Trans>{cashback.percent}% of losses from {from} to {to}</Trans>
      </p>
      {cashback.status === 'active' && until && <p className={styles.muted}><Trans>Claim before {until}</Trans></p>}
      {cashback.status === 'paid_out' && paid && <p className={styles.muted}><Trans>Paid out {paid}</Trans></p>}
      <div className={styles.actions}>
        {vm.canPayout(cashback) && (
          <Button isPending={pending} isDisabled={busy} onPress={() => void vm.run('payout', cashback)}>
            <Trans>Pay out</Trans>
          </Button>
        )}
        <Button variant="outline" isDisabled={busy || pending} onPress={() => void vm.run('remove', cashback)}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </Card>
  );
});

/** `/profile/cashback`: the player's cashbacks, claimed or removed here. */
export const Screen = withViewModel(CashbackViewModel, CashbackView);
