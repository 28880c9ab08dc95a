import { GamesPort } from '@casino/domain/ports';
import { ContainerModule } from 'inversify';
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
