import { GameHistoryPort, GamesPort } from '@casino/domain/ports';
import { ContainerModule } from 'inversify';
import { ApiGameHistory } from './game-history.adapter.ts';
import { ApiGames } from './games.adapter.ts';

/**
 * The games catalogue's adapter, bound by the games feature's lazy chunks rather than at start-up, so the entry
 * chunk does not carry it (the banners' adapter, which promotions share, is `bannersAdaptersModule`).
 */
export function gamesAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(GamesPort).to(ApiGames).inSingletonScope();
  });
}

/** The player's game rounds and their exports, bound by the bet history's chunk. */
export function gameHistoryAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(GameHistoryPort).to(ApiGameHistory).inSingletonScope();
  });
}
