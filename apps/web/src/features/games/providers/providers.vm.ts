import { hallQueryString } from '@casino/domain/games';
import { GamesPort, type LobbyProvider } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';

/** The providers page: every provider with its logo, each leading to the hall filtered by it. */
@injectable()
export class ProvidersViewModel {
  providers: readonly LobbyProvider[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  private readonly loads = new Loads();

  constructor(@inject(GamesPort) private readonly games: GamesPort) {
    makeAutoObservable<this, 'games' | 'loads'>(this, { games: false, loads: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const signal = this.loads.begin('list');
    const result = await this.games.getProviders(signal);
    runInAction(() => {
      if (signal.aborted) return;
      this.providers = result.ok ? result.value : [];
      this.status = result.ok ? 'ready' : 'failed';
    });
  }

  hallHref(provider: LobbyProvider): string {
    return `/gamehall?${hallQueryString({ providers: [provider.sysname] })}`;
  }

  dispose(): void {
    this.loads.dispose();
  }
}
