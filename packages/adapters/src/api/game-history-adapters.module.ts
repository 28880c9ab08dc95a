import { GameHistoryPort } from '@casino/domain/ports';
import { ContainerModule } from 'inversify';
import { ApiGameHistory } from './game-history.adapter.ts';

/**
 * The player's game rounds and their exports, bound by the bet history's chunk. A file apart from the games
 * catalogue's module: the home page's chunk takes that one in, and the bet history would load the whole home page
 * for this adapter.
 */
export function gameHistoryAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(GameHistoryPort).to(ApiGameHistory).inSingletonScope();
  });
}
