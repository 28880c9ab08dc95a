import type { BonusStatus } from '@casino/domain/bonuses';
import type { PlayerBonus } from '@casino/domain/ports';
import { Badge, type BadgeProps } from '@casino/ui/badge';
import { Button } from '@casino/ui/button';
import { Card } from '@casino/ui/card';
import { ProgressBar } from '@casino/ui/progress-bar';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { SafeHtml } from '../../../shared/safe-html/SafeHtml.tsx';
import * as styles from '../common/bonuses.css.ts';
import { day, money } from '../common/format.ts';
import type { BonusAction, BonusesViewModel, BonusOutcome } from './bonuses.vm.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

const STATUS: Record<BonusStatus, { label: MessageDescriptor; tone: BadgeProps['tone'] }> = {
  available: { label: msg`Available`, tone: 'info' },
  active: { label: msg`Active`, tone: 'success' },
  wagered: { label: msg`Wagered`, tone: 'neutral' },
  expired: { label: msg`Expired`, tone: 'neutral' },
  cancelled: { label: msg`Removed`, tone: 'neutral' },
};

const ACTION_LABEL: Record<BonusAction, MessageDescriptor> = { activate: msg`Activate`, deactivate: msg`Deactivate`, remove: msg`Remove` };

/** One bonus: amount, wagering progress, expiry, terms, and the actions its status allows. */
export const BonusCard = observer(function BonusCard(props: { bonus: PlayerBonus; vm: BonusesViewModel; follow: (outcome: BonusOutcome) => void }) {
  const { bonus, vm, follow } = props;
  const { i18n, t } = useLingui();
  const dates = useDates();
  const title = bonus.description?.title ?? (bonus.type === 'betting' ? t`Betting bonus` : t`Casino bonus`);
  const status = STATUS[bonus.status];
  const expires = day(dates, bonus.expiredAt);
  const pending = vm.pendingId === bonus.id;
  return (
    <Card as="li" className={styles.card} data-bonus={bonus.id} aria-label={title}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{title}</h3>
        <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
      </div>
      <p className={styles.amount}>{money(bonus.amount)}</p>
      {bonus.description?.text && <SafeHtml className={styles.muted} html={bonus.description.text} />}
      {bonus.status === 'active' && (
        <ProgressBar
          label={t`Wagered`}
          minValue={0}
          maxValue={Math.max(bonus.wager.required.amount, 0.01)}
          value={Math.min(bonus.wager.done.amount, bonus.wager.required.amount)}
          valueLabel={`${money(bonus.wager.done)} / ${money(bonus.wager.required)}`}
        />
      )}
      <p className={styles.muted}>
        <Trans>Wager: {bonus.wager.multiplier}×</Trans>
        {bonus.minOdds ? <> · <Trans>Minimum odds {bonus.minOdds}</Trans></> : null}
        {expires ? <> · <Trans>Expires {expires}</Trans></> : null}
      </p>
      {bonus.description?.terms && (
        <details>
          <summary><Trans>Terms</Trans></summary>
          <SafeHtml className={styles.muted} html={bonus.description.terms} />
        </details>
      )}
      <div className={styles.actions}>
        {vm.actionsOf(bonus).map((action) => (
          <Button
            key={action}
            variant={action === 'activate' ? 'primary' : action === 'remove' ? 'outline' : 'secondary'}
            isPending={pending}
            isDisabled={vm.pendingId !== null && !pending}
            onPress={() => void vm.run(action, bonus).then(follow)}
          >
            {i18n._(ACTION_LABEL[action])}
          </Button>
        ))}
      </div>
    </Card>
  );
});
