import { ContainerModule } from 'inversify';
import { StandingsViewModel } from './detail/standings.vm.ts';
import { TournamentViewModel } from './detail/tournament.vm.ts';
import { TournamentHallViewModel } from './hall/tournament-hall.vm.ts';
import { JackpotsViewModel } from './jackpots/jackpots.vm.ts';
import { TournamentListViewModel } from './list/tournament-list.vm.ts';
import { TournamentsStore } from './tournaments.store.ts';
import { WinnersViewModel } from './winners/winners.vm.ts';

/** Tournaments, jackpots and winners: bound with their screens and home widgets (nothing at start-up). */
export function tournamentsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TournamentsStore).toSelf().inSingletonScope();
    bind(TournamentListViewModel).toSelf();
    bind(TournamentViewModel).toSelf();
    bind(StandingsViewModel).toSelf();
    bind(TournamentHallViewModel).toSelf();
    bind(JackpotsViewModel).toSelf();
    bind(WinnersViewModel).toSelf();
  });
}
