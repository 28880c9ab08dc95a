import { Button } from '@casino/ui/button';
import { Link } from '@casino/ui/link';
import { SystemPage } from '@casino/ui/system-page';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { SafeHtml } from '../../../shared/safe-html/SafeHtml.tsx';
import { AuthDialogService } from '../../../shared/services/auth-dialog.service.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { tournamentName } from '../list/TournamentCard.tsx';
import { LoadFailed, Loading, TournamentClock, usePageVisibility } from '../parts.tsx';
import * as styles from '../tournaments.css.ts';
import { LeaderboardTable } from './LeaderboardTable.tsx';
import { StandingsPanel } from './StandingsPanel.tsx';
import { StandingsViewModel } from './standings.vm.ts';
import { TournamentFacts } from './TournamentFacts.tsx';
import { TournamentViewModel } from './tournament.vm.ts';
import { useScreenSeo } from '../../seo/index.ts';

export * from '../wiring.ts';

export function Screen() {
  const id = Number(useParams().id);
  const vm = usePreloadedViewModel(TournamentViewModel, `tournament:${id}`, (tournament) => tournament.load(id));
  const standings = useViewModel(StandingsViewModel);
  useEffect(() => standings.setTournament(id), [standings, id]);
  usePageVisibility(vm.setVisible);
  return <TournamentView vm={vm} standings={standings} />;
}

export const TournamentView = observer(function TournamentView({ vm, standings }: { vm: TournamentViewModel; standings: StandingsViewModel }) {
  const { t, i18n } = useLingui();
  const locale = useService(LocaleStore);
  const auth = useService(AuthDialogService);
  const shown = vm.tournament;
  useScreenSeo(shown && vm.status !== 'notFound' ? { entityTitle: tournamentName(shown) } : vm.status === 'notFound' ? { notFound: true } : undefined);
  if (vm.status === 'loading') return <Loading />;
  if (vm.status === 'failed') return <LoadFailed onRetry={() => void vm.load(vm.id)} />;
  const tournament = vm.tournament;
  if (vm.status === 'notFound' || !tournament) {
    return <SystemPage icon="trophy" header={<Trans>Tournament not found</Trans>} description={<Link href={locale.localize('/tournaments')}><Trans>See all tournaments</Trans></Link>} />;
  }
  const participate = async () => {
    if ((await vm.participate()) === 'register') void auth.open('registration', { title: t`Registration` });
  };
  return (
    <article className={styles.page} data-tournament={tournament.id}>
      <h1 dir="auto" className={styles.title}>{tournamentName(tournament)}</h1>
      {vm.countdown && <TournamentClock kind={vm.countdown.kind} seconds={vm.countdown.seconds} />}
      <div className={styles.row}>
        {vm.isParticipant ? (
          <p className={styles.factValue} role="status"><Trans>You take part in this tournament</Trans></p>
        ) : (
          vm.canParticipate && (
            <Button variant="primary" onPress={() => void participate()} isPending={vm.sending} pendingLabel={t`Joining…`}>
              <Trans>Take part</Trans>
            </Button>
          )
        )}
        <Link href={locale.localize(`/tournaments/${tournament.id}/gamehall`)}><Trans>Tournament games</Trans></Link>
      </div>
      {vm.error && <p className={styles.alert} role="alert">{i18n._(vm.error)}</p>}
      {tournament.description && (
        <>
          <SafeHtml className={styles.html} html={tournament.description.text} />
          {tournament.description.rules && (
            <section aria-labelledby="tournament-rules">
              <h2 id="tournament-rules" className={styles.sectionTitle}><Trans>Rules</Trans></h2>
              <SafeHtml className={styles.html} html={tournament.description.rules} />
            </section>
          )}
        </>
      )}
      <TournamentFacts tournament={tournament} />
      <section className={styles.page} aria-labelledby="tournament-leaderboard">
        <h2 id="tournament-leaderboard" className={styles.sectionTitle}><Trans>Leaderboard</Trans></h2>
        {vm.boardFailed && <p className={styles.muted} role="status"><Trans>The leaderboard could not be refreshed. It will try again shortly.</Trans></p>}
        {vm.board && vm.board.items.length === 0 && !vm.ownRowBelow ? (
          <p className={styles.muted}><Trans>Nobody has scored yet. Take part and be the first!</Trans></p>
        ) : (
          vm.board && <LeaderboardTable rows={vm.board.items} ownRowBelow={vm.ownRowBelow} caption={t`Participants: ${vm.board.count}`} />
        )}
        {vm.board && vm.board.count > vm.board.items.length && <StandingsPanel vm={standings} />}
      </section>
    </article>
  );
});
