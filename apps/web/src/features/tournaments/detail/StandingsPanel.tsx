import { Button } from '@casino/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import * as styles from '../tournaments.css.ts';
import { LeaderboardTable } from './LeaderboardTable.tsx';
import type { StandingsViewModel } from './standings.vm.ts';

const PANEL_ID = 'tournament-standings';

/** The full standings behind a toggle, read a page at a time; a failed page says so and keeps what is shown. */
export const StandingsPanel = observer(function StandingsPanel({ vm }: { vm: StandingsViewModel }) {
  const { t } = useLingui();
  return (
    <>
      <div className={styles.row}>
        <Button variant="outline" aria-expanded={vm.open} aria-controls={vm.open ? PANEL_ID : undefined} onPress={() => void vm.toggle()}>
          {vm.open ? <Trans>Hide full standings</Trans> : <Trans>Show full standings</Trans>}
        </Button>
      </div>
      {vm.open && (
        <div id={PANEL_ID} className={styles.page}>
          {vm.rows.length > 0 && <LeaderboardTable rows={vm.rows} ownRowBelow={null} caption={t`Full standings: ${vm.rows.length} of ${vm.total}`} />}
          {vm.failed && (
            <p className={styles.alert} role="alert">
              <Trans>The standings could not be loaded. Try again.</Trans>
            </p>
          )}
          {(vm.hasMore || vm.failed || (vm.loading && vm.rows.length > 0)) && (
            <div className={styles.row}>
              <Button variant="secondary" onPress={() => void vm.more()} isPending={vm.loading} pendingLabel={t`Loading…`}>
                {vm.failed ? <Trans>Try again</Trans> : <Trans>Show more</Trans>}
              </Button>
            </div>
          )}
          {vm.loading && vm.rows.length === 0 && !vm.failed && <p className={styles.muted} role="status"><Trans>Loading…</Trans></p>}
        </div>
      )}
    </>
  );
});
