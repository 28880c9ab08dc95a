import { TournamentsPort, type StandingsRow } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

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
  private abort = new AbortController();

  constructor(@inject(TournamentsPort) private readonly port: TournamentsPort) {
    makeAutoObservable<this, 'port' | 'abort'>(this, { port: false, abort: false }, { autoBind: true });
  }

  get hasMore(): boolean {
    return this.loaded && this.rows.length < this.total;
  }

  /** Points at a tournament; closes and forgets the standings of another. */
  setTournament(id: number): void {
    if (id === this.id) return;
    this.abort.abort();
    this.abort = new AbortController();
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
    const id = this.id;
    const result = await this.port.standings(id, { offset: this.rows.length, count: STANDINGS_PAGE }, this.abort.signal);
    runInAction(() => {
      if (id !== this.id) return;
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
    this.abort.abort();
  }
}
