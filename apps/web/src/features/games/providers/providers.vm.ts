import { hallQueryString } from '@casino/domain';
import { GamesPort, type LobbyProvider } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

/** The providers page: every provider with its logo, each leading to the hall filtered by it. */
@injectable()
export class ProvidersViewModel {
  providers: readonly LobbyProvider[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';

  constructor(@inject(GamesPort) private readonly games: GamesPort) {
    makeAutoObservable<this, 'games'>(this, { games: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const result = await this.games.getProviders();
    runInAction(() => {
      this.providers = result.ok ? result.value : [];
      this.status = result.ok ? 'ready' : 'failed';
    });
  }

  hallHref(provider: LobbyProvider): string {
    return `/gamehall?${hallQueryString({ providers: [provider.sysname] })}`;
  }
}
