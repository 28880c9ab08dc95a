import { TournamentsPort, type StandingsRow } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';

/** Rows of the full standings read per page. */
export const STANDINGS_PAGE = 20;

/**
 * The full standings of one tournament, read page by page on demand (the tournament page shows only the live top).
 * A page is asked for once: a press while one loads does nothing. A failed page keeps the rows already shown.
 */
@injectable()
export class StandingsViewModel {
  id = 0;
  open = false;
  rows: StandingsRow[] = [];
  total = 0;
  loading = false;
  failed = false;
  /** A page has come in (so `total` is known). */
  loaded = false;
  private readonly loads = new Loads();

  constructor(@inject(TournamentsPort) private readonly port: TournamentsPort) {
    makeAutoObservable<this, 'port' | 'loads'>(this, { port: false, loads: false }, { autoBind: true });
  }

  get hasMore(): boolean {
    return this.loaded && this.rows.length < this.total;
  }

  /**
   * Points at a tournament; closes and forgets the standings of another. For the same tournament (the screen came
   * back after `dispose()`), an open panel whose first page was dropped on the way reads it again.
   */
  setTournament(id: number): void {
    if (id === this.id) {
      if (this.open && !this.loaded) void this.more();
      return;
    }
    this.loads.cancel('page');
    this.id = id;
    this.open = false;
    this.rows = [];
    this.total = 0;
    this.loaded = false;
    this.loading = false;
    this.failed = false;
  }

  /** Shows or hides the standings; the first opening reads the first page. */
  async toggle(): Promise<void> {
    this.open = !this.open;
    if (this.open && !this.loaded) await this.more();
  }

  /** Reads the next page (or the first one again after a failure). */
  async more(): Promise<void> {
    if (this.loading || (this.loaded && !this.hasMore)) return;
    this.loading = true;
    this.failed = false;
    const signal = this.loads.begin('page');
    const result = await this.port.standings(this.id, { offset: this.rows.length, count: STANDINGS_PAGE }, signal);
    runInAction(() => {
      if (signal.aborted) return; // another tournament's standings, or the screen went away
      this.loading = false;
      if (!result.ok) {
        this.failed = true;
        return;
      }
      const known = new Set(this.rows.map((row) => row.place));
      this.rows = [...this.rows, ...result.value.items.filter((row) => !known.has(row.place))];
      this.total = result.value.count;
      this.loaded = true;
    });
  }

  dispose(): void {
    this.loads.dispose();
    // the page on its way was dropped with it: another press (or the screen coming back) asks for it again
    this.loading = false;
  }
}
