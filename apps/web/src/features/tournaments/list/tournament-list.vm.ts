import { ClockPort, type TournamentSummary } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';
import { countdownOf } from '../tournament-time.ts';
import { TournamentsStore } from '../tournaments.store.ts';

/** The tournaments page: running, upcoming and finished tournaments, each with its clock. */
@injectable()
export class TournamentListViewModel {
  loadedAt = 0;
  private readonly loads = new Loads();

  constructor(
    @inject(TournamentsStore) private readonly store: TournamentsStore,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<this, 'store' | 'clock' | 'loads'>(this, { store: false, clock: false, loads: false }, { autoBind: true });
  }

  get status() {
    return this.store.status;
  }

  get sections(): readonly { readonly key: 'active' | 'future' | 'finished'; readonly items: readonly TournamentSummary[] }[] {
    return (['active', 'future', 'finished'] as const).map((key) => ({ key, items: this.store.byStatus(key) }));
  }

  get isEmpty(): boolean {
    return this.store.items.length === 0;
  }

  countdown(t: TournamentSummary) {
    return countdownOf(t, this.loadedAt);
  }

  async load(): Promise<void> {
    const signal = this.loads.begin('list');
    await this.store.load(signal);
    if (signal.aborted) return;
    this.setLoadedAt(this.clock.now());
  }

  dispose(): void {
    this.loads.dispose();
  }

  private setLoadedAt(at: number): void {
    this.loadedAt = at;
  }
}
