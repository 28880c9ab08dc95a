import {
  FAVOURITES_CATEGORY, hallFiltersFromQuery, hallQueryString, mergeGames, readGamesSettings, type GameSort,
  type HallFilters,
} from '@casino/domain/games';
import type { QueryLike } from '@casino/domain/routing';
import {
  GameCategoriesPort, GamesPort, type LobbyCategory, type LobbyProvider, type GameSummary, type GamesRequest,
} from '@casino/domain/ports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import { HallCache } from './hall-cache.ts';

export const SORT_LABELS: Record<GameSort, MessageDescriptor> = {
  popularity: msg`Popular first`,
  name: msg`By name`,
  created_at: msg`Newest first`,
  rtp: msg`Highest RTP`,
};

/**
 * The games hall: category, providers and sort come from the address (the view follows `hrefFor`), games load in
 * pages and merge; a list seen before (Back, Forward) comes back from the cache at once.
 */
@injectable()
export class GamesHallViewModel {
  categories: readonly LobbyCategory[] = [];
  providers: readonly LobbyProvider[] = [];
  filters: HallFilters = { providers: [] };
  pathCategory: string | undefined = undefined;
  games: readonly GameSummary[] = [];
  total = 0;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  loadingMore = false;
  moreFailed = false;
  private readonly loads = new Loads();
  /** The filters' categories and providers: not asked for yet, on their way, or in (a failure counts as in). */
  private filtersRead: 'no' | 'reading' | 'done' = 'no';

  constructor(
    @inject(GamesPort) private readonly port: GamesPort,
    @inject(GameCategoriesPort) private readonly categoriesPort: GameCategoriesPort,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(HallCache) private readonly cache: HallCache,
  ) {
    makeAutoObservable<this, 'port' | 'categoriesPort' | 'content' | 'session' | 'cache' | 'loads' | 'filtersRead'>(
      this,
      {
        port: false, categoriesPort: false, content: false, session: false, cache: false, loads: false, filtersRead: false,
        // lists from the backend, replaced whole and never changed in place: no observable copy of every game
        categories: observableRef, providers: observableRef, games: observableRef,
      },
      { autoBind: true },
    );
  }

  get settings() {
    return readGamesSettings(this.content.config.sections);
  }
  get sort(): GameSort {
    return this.filters.sort ?? this.settings.sorts[0] ?? 'popularity';
  }
  get showsFavourites(): boolean {
    return this.session.authenticated;
  }
  get hasMore(): boolean {
    return this.status === 'ready' && this.games.length < this.total;
  }
  private get key(): string {
    return `${this.session.uid}|${hallQueryString({ ...this.filters, sort: this.sort })}`;
  }

  /**
   * Categories and providers for the filters (once; a failure leaves the filters without them). When `dispose()`
   * dropped them on their way, the screen coming back asks again.
   */
  async start(): Promise<void> {
    if (this.filtersRead !== 'no') return;
    this.filtersRead = 'reading';
    const signal = this.loads.begin('filters');
    const [categories, providers] = await Promise.all([this.categoriesPort.getCategories(signal), this.port.getProviders(signal)]);
    runInAction(() => {
      if (signal.aborted) return;
      this.filtersRead = 'done';
      if (categories.ok) this.categories = categories.value;
      if (providers.ok) this.providers = providers.value;
    });
  }

  /** Follows the address: reads the filters and shows their games (from the cache when seen before). */
  show(query: QueryLike, pathCategory?: string): Promise<void> {
    this.pathCategory = pathCategory;
    this.filters = hallFiltersFromQuery(query, pathCategory, this.settings.sorts);
    const cached = this.cache.get(this.key);
    if (cached) {
      this.loads.cancel('page');
      this.loadingMore = false;
      this.games = cached.games;
      this.total = cached.total;
      this.status = 'ready';
      return Promise.resolve();
    }
    this.games = [];
    this.total = 0;
    return this.fetchPage(true);
  }

  retry(): Promise<void> {
    return this.fetchPage(this.status !== 'ready');
  }

  loadMore(): Promise<void> {
    if (!this.hasMore || this.loadingMore) return Promise.resolve();
    return this.fetchPage(false);
  }

  /**
   * A filter the player just changed: shown at once, and the address to go to. The address follows a moment later; a
   * second choice made before it has (two providers picked in quick succession) builds on the first, not on the
   * address, which would drop it.
   */
  choose(change: Partial<HallFilters>): string {
    this.filters = { ...this.filters, ...change };
    return this.hrefFor({});
  }

  /** The hall address for changed filters: the category goes in the query unless it came from the path. */
  hrefFor(change: Partial<HallFilters>): string {
    const next = { ...this.filters, ...change };
    const keepPath = this.pathCategory !== undefined && next.category === this.pathCategory;
    const qs = hallQueryString(keepPath ? { ...next, category: undefined } : next);
    const path = keepPath ? `/gamehall/${encodeURIComponent(this.pathCategory!)}` : '/gamehall';
    return qs ? `${path}?${qs}` : path;
  }

  private request(offset: number): GamesRequest {
    const { category, providers } = this.filters;
    const favourites = category === FAVOURITES_CATEGORY;
    return {
      offset, count: this.settings.pageSize, sort: this.sort, providers,
      ...(favourites ? { liked: true } : category ? { category } : {}),
    };
  }

  private async fetchPage(first: boolean): Promise<void> {
    const signal = this.loads.begin('page');
    const key = this.key;
    if (first) this.status = 'loading';
    else this.loadingMore = true;
    this.moreFailed = false;
    if (this.filters.category === FAVOURITES_CATEGORY && !this.session.authenticated) {
      this.games = [];
      this.total = 0;
      this.status = 'ready';
      return;
    }
    const result = await this.port.getGames(this.request(first ? 0 : this.games.length), signal);
    runInAction(() => {
      if (signal.aborted) return;
      this.loadingMore = false;
      if (!result.ok) {
        if (first) this.status = 'failed';
        else this.moreFailed = true;
        return;
      }
      this.games = first ? result.value.items : mergeGames(this.games, result.value.items);
      this.total = result.value.total;
      this.status = 'ready';
      this.cache.put(key, { games: this.games, total: this.total });
    });
  }

  dispose(): void {
    this.loads.dispose();
    if (this.filtersRead === 'reading') this.filtersRead = 'no';
    // a page on its way was dropped: the screen coming back shows its address again, and "more" works again
    this.loadingMore = false;
  }
}
