import { LocaleSourcePort, TournamentsPort, type TournamentSummary, type TournamentStatus } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/** How many tournaments of each kind the lists show. */
export const TOURNAMENTS_PER_LIST = 50;

/** A load of the lists, and how many callers still wait for it (one that passed no signal waits to the end). */
interface RunningLoad {
  readonly promise: Promise<void>;
  readonly controller: AbortController;
  /** The locale the lists are read in: their names and texts are the backend's words in it. */
  readonly locale: string;
  waiting: number;
}

/**
 * The tournament lists, shared by the list page, the home teaser and the tournament page: when a player joins a
 * tournament on its page, its entry here is replaced so the lists show the new state without a reload. After a
 * language switch the lists are read again in the new language, and the old names are not shown meanwhile.
 */
@injectable()
export class TournamentsStore {
  items: readonly TournamentSummary[] = [];
  status: LoadStatus = 'loading';
  private loading: RunningLoad | null = null;
  /** The locale `items` were read in. */
  private itemsLocale: string | null = null;

  constructor(
    @inject(TournamentsPort) private readonly port: TournamentsPort,
    @inject(LocaleSourcePort) private readonly locale: LocaleSourcePort,
  ) {
    makeAutoObservable<this, 'port' | 'locale' | 'loading' | 'itemsLocale'>(this, { port: false, locale: false, loading: false, itemsLocale: false }, { autoBind: true });
  }

  byStatus(status: TournamentStatus): readonly TournamentSummary[] {
    return this.items.filter((t) => t.status === status);
  }

  /**
   * Loads (or reloads) every list; callers arriving while a load runs share it. A caller's signal stops only its own
   * wait: the request is aborted when every caller has gone (a screen React took down), and the next caller (the same
   * screen coming back) starts a new one instead of sharing the aborted one.
   */
  load(signal?: AbortSignal): Promise<void> {
    const stale = this.loading !== null && this.loading.locale !== this.locale.current;
    if (this.loading === null || this.loading.controller.signal.aborted || stale) this.loading = this.begin();
    const running = this.loading;
    if (signal?.aborted) return running.promise;
    running.waiting += 1;
    signal?.addEventListener('abort', () => {
      running.waiting -= 1;
      if (running.waiting === 0) running.controller.abort();
    }, { once: true });
    return running.promise;
  }

  /** Puts a fresher copy of one tournament in place (after joining it). */
  replace(tournament: TournamentSummary): void {
    this.items = this.items.map((t) => (t.id === tournament.id ? tournament : t));
  }

  private begin(): RunningLoad {
    const controller = new AbortController();
    const locale = this.locale.current;
    const running: RunningLoad = { controller, locale, waiting: 0, promise: this.fetch(locale, controller.signal).finally(() => {
      if (this.loading === running) this.loading = null;
    }) };
    return running;
  }

  private async fetch(locale: string, signal: AbortSignal): Promise<void> {
    if (this.itemsLocale !== locale) {
      this.items = [];
      this.itemsLocale = locale;
    }
    if (this.items.length === 0) this.status = 'loading';
    const [current, finished] = await Promise.all([
      this.port.list({ status: ['active', 'future'], count: TOURNAMENTS_PER_LIST }, signal),
      this.port.list({ status: ['finished'], count: TOURNAMENTS_PER_LIST }, signal),
    ]);
    runInAction(() => {
      // a load in the language of before is not applied over the lists of the new one
      if (signal.aborted || locale !== this.itemsLocale) return;
      if (current.ok && finished.ok) {
        this.items = [...current.value.items, ...finished.value.items];
        this.status = 'ready';
      } else if (this.items.length === 0) this.status = 'failed';
    });
  }
}
