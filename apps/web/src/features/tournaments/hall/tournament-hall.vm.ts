import { TOURNAMENT_GAMES_PAGE_SIZE } from '@casino/domain/bonuses';
import { TournamentsPort, type HallGame } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';

/** A tournament's games, a page of twelve at a time. */
@injectable()
export class TournamentHallViewModel {
  id = 0;
  page = 1;
  games: readonly HallGame[] = [];
  total = 0;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  private readonly loads = new Loads();

  constructor(@inject(TournamentsPort) private readonly port: TournamentsPort) {
    makeAutoObservable<this, 'port' | 'loads'>(this, { port: false, loads: false }, { autoBind: true });
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.total / TOURNAMENT_GAMES_PAGE_SIZE));
  }

  async load(id: number, page = 1): Promise<void> {
    const signal = this.loads.begin('page');
    this.id = id;
    this.page = Math.max(1, Math.floor(page));
    this.status = 'loading';
    const result = await this.port.games(id, { offset: (this.page - 1) * TOURNAMENT_GAMES_PAGE_SIZE, count: TOURNAMENT_GAMES_PAGE_SIZE }, signal);
    runInAction(() => {
      if (signal.aborted) return; // a newer page was asked for, or the screen went away
      if (result.ok) {
        this.games = result.value.items;
        this.total = result.value.count;
      }
      this.status = result.ok ? 'ready' : 'failed';
    });
  }

  goTo(page: number): Promise<void> {
    return this.load(this.id, page);
  }

  retry(): Promise<void> {
    return this.load(this.id, this.page);
  }

  dispose(): void {
    this.loads.dispose();
  }
}
