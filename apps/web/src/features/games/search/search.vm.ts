import { readSearchSettings } from '@casino/domain/games';
import { GamesPort, LocalStoragePort, type GameSummary } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';

/** Local-storage key of the sysnames of games opened from the search, newest first. */
export const RECENT_SEARCH_KEY = 'games_search_recent';
const RECENT_MAX = 6;
const SUGGESTIONS = 6;

/**
 * The games search: before typing, recently opened and popular games; then, after a pause in typing, the games whose
 * name matches. A newer query cancels the older request, and an older answer never replaces a newer one.
 */
@injectable()
export class GamesSearchViewModel {
  query = '';
  results: readonly GameSummary[] = [];
  suggestions: readonly GameSummary[] = [];
  status: 'idle' | 'searching' | 'done' | 'failed' = 'idle';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly loads = new Loads();

  constructor(
    @inject(GamesPort) private readonly games: GamesPort,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
  ) {
    makeAutoObservable<this, 'games' | 'content' | 'storage' | 'timer' | 'loads'>(this, { games: false, content: false, storage: false, timer: false, loads: false }, { autoBind: true });
  }

  get settings() {
    return readSearchSettings(this.content.config.sections);
  }
  get searching(): boolean {
    return this.query.trim().length >= this.settings.minQueryLength;
  }
  /** What the list shows: matches while searching, else the recent and popular games. */
  get options(): readonly GameSummary[] {
    return this.searching ? this.results : this.suggestions;
  }

  /**
   * Recent games first (as opened), then popular ones, without repeats. A search `dispose()` stopped before its
   * answer (the dialog came back) runs again.
   */
  async start(): Promise<void> {
    if (this.status === 'searching') this.setQuery(this.query);
    const recent = this.recent();
    const signal = this.loads.begin('suggestions');
    const [recentGames, popular] = await Promise.all([
      recent.length ? this.games.getGames({ offset: 0, count: recent.length, sysnames: recent }, signal) : null,
      this.games.getGames({ offset: 0, count: SUGGESTIONS, sort: 'popularity' }, signal),
    ]);
    runInAction(() => {
      if (signal.aborted) return;
      const known = recentGames?.ok ? [...recentGames.value.items].sort((a, b) => recent.indexOf(a.sysname) - recent.indexOf(b.sysname)) : [];
      const more = popular.ok ? popular.value.items.filter((g) => !known.some((k) => k.sysname === g.sysname)) : [];
      this.suggestions = [...known, ...more].slice(0, SUGGESTIONS + RECENT_MAX);
    });
  }

  setQuery(query: string): void {
    this.query = query;
    clearTimeout(this.timer);
    this.loads.cancel('search');
    if (!this.searching) {
      this.status = 'idle';
      this.results = [];
      return;
    }
    this.status = 'searching';
    this.timer = setTimeout(() => void this.search(query.trim()), this.settings.debounceMs);
  }

  /** Remembers a game the player opened from the search. */
  opened(sysname: string): void {
    this.storage.set(RECENT_SEARCH_KEY, [sysname, ...this.recent().filter((s) => s !== sysname)].slice(0, RECENT_MAX));
  }

  private async search(query: string): Promise<void> {
    const signal = this.loads.begin('search');
    const result = await this.games.getGames({ offset: 0, count: this.settings.pageSize, query }, signal);
    runInAction(() => {
      if (signal.aborted || query !== this.query.trim()) return;
      this.results = result.ok ? result.value.items : [];
      this.status = result.ok ? 'done' : 'failed';
    });
  }

  private recent(): string[] {
    const value = this.storage.get<unknown>(RECENT_SEARCH_KEY);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string').slice(0, RECENT_MAX) : [];
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.loads.dispose();
  }
}
