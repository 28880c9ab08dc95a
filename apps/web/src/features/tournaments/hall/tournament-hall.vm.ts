import { TOURNAMENT_GAMES_PAGE_SIZE } from '@casino/domain';
import { TournamentsPort, type HallGame } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

/** A tournament's games, a page of twelve at a time. */
@injectable()
export class TournamentHallViewModel {
  id = 0;
  page = 1;
  games: readonly HallGame[] = [];
  total = 0;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  private request: AbortController | null = null;

  constructor(@inject(TournamentsPort) private readonly port: TournamentsPort) {
    makeAutoObservable<this, 'port' | 'request'>(this, { port: false, request: false }, { autoBind: true });
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.total / TOURNAMENT_GAMES_PAGE_SIZE));
  }

  async load(id: number, page = 1): Promise<void> {
    this.request?.abort();
    const request = (this.request = new AbortController());
    this.id = id;
    this.page = Math.max(1, Math.floor(page));
    this.status = 'loading';
    const result = await this.port.games(id, { offset: (this.page - 1) * TOURNAMENT_GAMES_PAGE_SIZE, count: TOURNAMENT_GAMES_PAGE_SIZE }, request.signal);
    if (request.signal.aborted) return; // a newer page was asked for
    runInAction(() => {
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
    this.request?.abort();
  }
}
