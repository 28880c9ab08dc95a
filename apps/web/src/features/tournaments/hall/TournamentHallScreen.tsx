import { GAME_ART_RATIO } from '@casino/domain/games';
import { gamePagePath } from '@casino/domain/routing';
import { EmptyState } from '@casino/ui/empty-state';
import { GameCard } from '@casino/ui/game-card';
import { Link } from '@casino/ui/link';
import { Pagination } from '@casino/ui/pagination';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { LoadFailed, Loading } from '../parts.tsx';
import * as styles from '../tournaments.css.ts';
import { TournamentHallViewModel } from './tournament-hall.vm.ts';

export * from '../wiring.ts';

export function Screen() {
  const vm = useViewModel(TournamentHallViewModel);
  const id = Number(useParams().id);
  useEffect(() => void vm.load(id), [vm, id]);
  return <TournamentHallView vm={vm} />;
}

/**
 * The tournament's games in a plain grid of design-system game cards, twelve a page. The games hall's own grid can
 * take its place once it exists: this view only needs a list of games and the page controls.
 */
export const TournamentHallView = observer(function TournamentHallView({ vm }: { vm: TournamentHallViewModel }) {
  const { t } = useLingui();
  const locale = useService(LocaleStore);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}><Trans>Tournament games</Trans></h1>
      <Link href={locale.localize(`/tournaments/${vm.id}`)}><Trans>Back to the tournament</Trans></Link>
      {vm.status === 'loading' && vm.games.length === 0 && <Loading />}
      {vm.status === 'failed' && <LoadFailed onRetry={() => void vm.retry()} />}
      {vm.status === 'ready' && vm.games.length === 0 && <EmptyState icon="search" title={t`No games in this tournament yet`} />}
      {vm.status !== 'failed' && vm.games.length > 0 && (
        <ul className={styles.gameGrid} aria-busy={vm.status === 'loading'}>
          {vm.games.map((game) => (
            <li key={game.id}>
              <GameCard headingLevel={2} title={game.name} subtitle={game.providerName} image={[game.imageUrl]} imageProps={{ ratio: GAME_ART_RATIO, fit: 'contain' }} href={locale.localize(gamePagePath(game.sysname))} />
            </li>
          ))}
        </ul>
      )}
      {vm.totalPages > 1 && (
        <Pagination
          page={vm.page}
          totalPages={vm.totalPages}
          onChange={(page) => void vm.goTo(page)}
          label={t`Pages of games`}
          previousLabel={t`Previous page`}
          nextLabel={t`Next page`}
          pageLabel={(page) => t`Page ${page}`}
        />
      )}
    </section>
  );
});
