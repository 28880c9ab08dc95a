import { Button } from '@casino/ui/button';
import { ResponsiveTable, type TableColumn } from '@casino/ui/responsive-table';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameHistoryExport } from '@casino/domain/ports';
import { PERIOD_TEXT, exportFailureText } from '../texts.ts';
import * as styles from '../bet-history.css.ts';
import { ContentLink } from '../../../shared/navigation/ContentLink.tsx';
import type { ExportsViewModel } from './exports.vm.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

const STATUS: Record<GameHistoryExport['status'], MessageDescriptor> = { pending: msg`Preparing`, ready: msg`Ready`, failed: msg`Failed` };

/** The export form and the list of requests (cards on a phone), with a download link on each ready one. */
export const ExportsView = observer(function ExportsView({ vm }: { vm: ExportsViewModel }) {
  const { t, i18n } = useLingui();
  const dates = useDates();
  const problem = (field: 'from' | 'to') => (vm.problems[field] ? i18n._(PERIOD_TEXT[vm.problems[field]]) : undefined);
  const columns: TableColumn<GameHistoryExport>[] = [
    { id: 'requested', label: t`Requested`, cell: (item) => dates.dateTime(Date.parse(item.createdAt)) },
    { id: 'period', label: t`Period`, cell: (item) => `${item.dateFrom} – ${item.dateTo}` },
    { id: 'status', label: t`Status`, cell: (item) => i18n._(STATUS[item.status]) },
    {
      id: 'file', label: t`File`,
      cell: (item) => (item.status === 'ready' && item.fileUrl ? (
        <ContentLink url={item.fileUrl} external download aria-label={t`Download the export for ${item.dateFrom} – ${item.dateTo}`}><Trans>Download</Trans></ContentLink>
      ) : '—'),
    },
  ];
  return (
    <div className={styles.stack}>
      <form
        className={styles.row}
        aria-label={t`Request an export`}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.submit();
        }}
      >
        <TextField type="date" label={t`From`} value={vm.from} onChange={vm.setFrom} isInvalid={!!vm.problems.from} errorMessage={problem('from')} />
        <TextField type="date" label={t`To`} value={vm.to} onChange={vm.setTo} isInvalid={!!vm.problems.to} errorMessage={problem('to')} />
        <Button type="submit" isPending={vm.sending}><Trans>Request export</Trans></Button>
      </form>
      {vm.sendFailure && <p className={styles.error} role="alert" data-export-failed>{i18n._(exportFailureText(vm.sendFailure))}</p>}
      {vm.created && <p role="status"><Trans>Export requested. It will be ready for download shortly.</Trans></p>}
      <div className={styles.row}>
        <h2 style={{ margin: 0 }}><Trans>Your exports</Trans></h2>
        {vm.listStatus !== 'failed' && (
          <Button variant="outline" size="sm" isPending={vm.listStatus === 'loading'} onPress={() => void vm.load()}><Trans>Refresh</Trans></Button>
        )}
      </div>
      {vm.listStatus === 'failed' && (
        <div className={styles.row} role="alert">
          <p className={styles.error}><Trans>Your exports could not be loaded. Check your connection and try again.</Trans></p>
          <Button variant="outline" size="sm" onPress={() => void vm.load()}><Trans>Try again</Trans></Button>
        </div>
      )}
      {vm.listStatus === 'ready' && vm.items.length === 0 && <p><Trans>No exports yet.</Trans></p>}
      {vm.items.length > 0 && (
        <ResponsiveTable columns={columns} rows={vm.items} rowKey={(item) => item.id} rowAttributes={(item) => ({ 'data-export': item.id, 'data-status': item.status })} data-exports />
      )}
    </div>
  );
});
