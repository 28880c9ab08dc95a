import { BannersPort, GamesPort } from '@casino/domain';
import { ContainerModule } from 'inversify';
import { ApiBanners } from './banners.adapter.ts';
import { ApiGames } from './games.adapter.ts';

/**
 * The games catalogue's adapters, bound by the games feature's lazy chunks rather than at start-up, so the entry
 * chunk does not carry them.
 */
export function gamesAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    if (!isBound(GamesPort)) bind(GamesPort).to(ApiGames).inSingletonScope();
    if (!isBound(BannersPort)) bind(BannersPort).to(ApiBanners).inSingletonScope();
  });
}
