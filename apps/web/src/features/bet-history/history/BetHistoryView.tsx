import { formatAmount } from '@casino/domain/format';
import type { GameRound } from '@casino/domain/ports';
import { Button } from '@casino/ui/button';
import { ResponsiveTable, type TableColumn } from '@casino/ui/responsive-table';
import { LazySelect as Select } from '@casino/ui/lazy-select';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { PERIOD_TEXT } from '../texts.ts';
import * as styles from '../bet-history.css.ts';
import { ROUND_GAME_TYPES, type BetHistoryViewModel, type RoundGameType } from './bet-history.vm.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

// the choice of every type; not a game type, so it cannot collide with one
const ALL = 'all';

/** The filter (period, game type), the rounds of the current page (cards on a phone) and the pager; a failed load says so and offers to retry. */
export const BetHistoryView = observer(function BetHistoryView({ vm }: { vm: BetHistoryViewModel }) {
  const { t, i18n } = useLingui();
  const dates = useDates();
  const problem = (field: 'from' | 'to') => (vm.problems[field] ? i18n._(PERIOD_TEXT[vm.problems[field]]) : undefined);
  const typeLabel: Record<RoundGameType, string> = { slot: t`Slots`, live: t`Live casino`, fast: t`Fast games` };
  const columns: TableColumn<GameRound>[] = [
    { id: 'date', label: t`Date`, cell: (round) => dates.dateTime(Date.parse(round.createdAt)) },
    { id: 'game', label: t`Game`, cell: (round) => round.gameName },
    { id: 'bet', label: t`Bet`, cell: (round) => formatAmount(round.bet.amount, round.bet.currency) },
    { id: 'win', label: t`Win`, cell: (round) => formatAmount(round.win.amount, round.win.currency) },
  ];
  return (
    <div className={styles.stack}>
      <form
        className={styles.row}
        aria-label={t`Filter rounds`}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.applyFilter();
        }}
      >
        <TextField type="date" label={t`From`} value={vm.from} onChange={vm.setFrom} isInvalid={!!vm.problems.from} errorMessage={problem('from')} />
        <TextField type="date" label={t`To`} value={vm.to} onChange={vm.setTo} isInvalid={!!vm.problems.to} errorMessage={problem('to')} />
        <Select
          label={t`Game type`}
          items={[{ id: ALL, label: t`All games` }, ...ROUND_GAME_TYPES.map((type) => ({ id: type, label: typeLabel[type] }))]}
          selectedKey={vm.gameType ?? ALL}
          onSelectionChange={(key) => vm.setGameType(ROUND_GAME_TYPES.find((type) => type === key) ?? null)}
        />
        <Button type="submit" variant="secondary"><Trans>Show</Trans></Button>
        {vm.filtered && <Button variant="outline" onPress={() => void vm.clearFilter()}><Trans>Show all</Trans></Button>}
      </form>
      {vm.status === 'failed' && (
        <div className={styles.row} role="alert" data-history-failed>
          <p className={styles.error}><Trans>Your game history could not be loaded. Check your connection and try again.</Trans></p>
          <Button variant="outline" size="sm" onPress={() => void vm.retry()}><Trans>Try again</Trans></Button>
        </div>
      )}
      {vm.status === 'ready' && vm.items.length === 0 && <p data-history-empty><Trans>No rounds match this filter.</Trans></p>}
      {vm.items.length > 0 && vm.status !== 'failed' && (
        <ResponsiveTable
          columns={columns}
          rows={vm.items}
          rowKey={(round) => round.id}
          rowAttributes={(round) => ({ 'data-round': round.roundId })}
          caption={<Trans>Page {vm.page + 1} of {vm.pages}</Trans>}
          data-rounds
          aria-busy={vm.status === 'loading'}
        />
      )}
      {vm.status !== 'failed' && vm.pages > 1 && (
        <nav className={styles.row} aria-label={t`Pages`}>
          <Button variant="outline" isDisabled={!vm.hasPrevious || vm.status === 'loading'} onPress={() => void vm.previous()}><Trans>Previous page</Trans></Button>
          <Button variant="outline" isDisabled={!vm.hasNext || vm.status === 'loading'} onPress={() => void vm.next()}><Trans>Next page</Trans></Button>
        </nav>
      )}
    </div>
  );
});
