import { SystemPage } from '@casino/ui/system-page';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useService, useViewModel } from '../../shared/di/react.tsx';
import { useRouteHandle } from '../../shared/routing/route-handle.ts';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { ProfileNav } from '../profile/index.ts';
import { exportsEnabled } from './flags.ts';
import { ExportsView } from './exports/ExportsView.tsx';
import { ExportsViewModel } from './exports/exports.vm.ts';
import { BetHistoryView } from './history/BetHistoryView.tsx';
import { BetHistoryViewModel } from './history/bet-history.vm.ts';
import * as layout from './bet-history.css.ts';

export * from './wiring.ts';

export const HISTORY_PATH = '/profile/bets/history';
export const EXPORTS_PATH = '/profile/bets/exports';

/**
 * `/profile/bets/history` and `/profile/bets/exports` (players only: the profile is guarded); the bare
 * `/profile/bets` leads to the history, keeping the query. A page the site turned off says so in place rather than
 * redirecting: a player who followed an old link learns why the page is gone instead of landing somewhere unexpected.
 */
export const Screen = observer(function Screen() {
  const content = useService(ContentStore);
  const session = useService(SessionStore);
  const locale = useService(LocaleStore);
  const { search } = useLocation();
  const path = useRouteHandle()?.spec.path;
  if (path !== HISTORY_PATH && path !== EXPORTS_PATH) return <Navigate to={`${locale.localize(HISTORY_PATH)}${search}`} replace />;
  const enabled = path === HISTORY_PATH ? content.flags.betHistory : exportsEnabled(session.general);
  if (!enabled) return <SystemPage icon="wrench" header={<Trans>Not available</Trans>} description={<Trans>This page is not available on this site.</Trans>} />;
  return (
    <div className={layout.frame}>
      <ProfileNav current={path} />
      <div className={layout.content}>
        {path === HISTORY_PATH ? <HistoryPage /> : <ExportsPage />}
      </div>
    </div>
  );
});

function HistoryPage() {
  const vm = useViewModel(BetHistoryViewModel);
  useEffect(() => void vm.show(0), [vm]);
  return (
    <>
      <h1 className={layout.title}><Trans>Bet history</Trans></h1>
      <BetHistoryView vm={vm} />
    </>
  );
}

function ExportsPage() {
  const vm = useViewModel(ExportsViewModel);
  useEffect(() => void vm.load(), [vm]);
  return (
    <>
      <h1 className={layout.title}><Trans>History exports</Trans></h1>
      <ExportsView vm={vm} />
    </>
  );
}
