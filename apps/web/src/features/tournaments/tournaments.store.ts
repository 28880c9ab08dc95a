import { TournamentsPort, type TournamentSummary, type TournamentStatus } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/** How many tournaments of each kind the lists show. */
export const TOURNAMENTS_PER_LIST = 50;

/**
 * The tournament lists, shared by the list page, the home teaser and the tournament page: when a player joins a
 * tournament on its page, its entry here is replaced so the lists show the new state without a reload.
 */
@injectable()
export class TournamentsStore {
  items: readonly TournamentSummary[] = [];
  status: LoadStatus = 'loading';
  private loading: Promise<void> | null = null;

  constructor(@inject(TournamentsPort) private readonly port: TournamentsPort) {
    makeAutoObservable<this, 'port' | 'loading'>(this, { port: false, loading: false }, { autoBind: true });
  }

  byStatus(status: TournamentStatus): readonly TournamentSummary[] {
    return this.items.filter((t) => t.status === status);
  }

  /** Loads (or reloads) every list; callers arriving while a load runs share it. */
  load(signal?: AbortSignal): Promise<void> {
    this.loading ??= this.fetch(signal).finally(() => (this.loading = null));
    return this.loading;
  }

  /** Puts a fresher copy of one tournament in place (after joining it). */
  replace(tournament: TournamentSummary): void {
    this.items = this.items.map((t) => (t.id === tournament.id ? tournament : t));
  }

  private async fetch(signal?: AbortSignal): Promise<void> {
    if (this.items.length === 0) this.status = 'loading';
    const [current, finished] = await Promise.all([
      this.port.list({ status: ['active', 'future'], count: TOURNAMENTS_PER_LIST }, signal),
      this.port.list({ status: ['finished'], count: TOURNAMENTS_PER_LIST }, signal),
    ]);
    runInAction(() => {
      if (current.ok && finished.ok) {
        this.items = [...current.value.items, ...finished.value.items];
        this.status = 'ready';
      } else if (this.items.length === 0) this.status = 'failed';
    });
  }
}
