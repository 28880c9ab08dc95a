import { readBannerSettings } from '@casino/domain/games';
import {
  BannersPort, GameCategoriesPort, GamesPort, type BannerSlide, type LobbyCategory, type GameSummary,
} from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';

/** How many category rows the home page shows, and games per row. */
export const HOME_ROWS = 4;
export const HOME_ROW_SIZE = 12;

export interface GameRowState {
  readonly id: string;
  readonly category: LobbyCategory | null;
  readonly games: readonly GameSummary[];
  readonly status: 'loading' | 'ready' | 'failed';
}

/**
 * The home page: the main banners, a row of games per category (each linking to its hall) and, for a signed-in
 * player, a row of favourites. Each part loads and fails on its own, so one failed call leaves the rest.
 */
@injectable()
export class HomeViewModel {
  banners: readonly BannerSlide[] = [];
  bannersStatus: 'loading' | 'ready' | 'failed' = 'loading';
  rows: readonly GameRowState[] = [];
  rowsStatus: 'loading' | 'ready' | 'failed' = 'loading';
  favourites: GameRowState | null = null;
  private readonly loads = new Loads();
  private stopReaction: (() => void) | null = null;

  constructor(
    @inject(BannersPort) private readonly bannersPort: BannersPort,
    @inject(GamesPort) private readonly games: GamesPort,
    @inject(GameCategoriesPort) private readonly categories: GameCategoriesPort,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'bannersPort' | 'games' | 'categories' | 'content' | 'session' | 'loads' | 'stopReaction'>(
      this, { bannersPort: false, games: false, categories: false, content: false, session: false, loads: false, stopReaction: false }, { autoBind: true },
    );
  }

  get bannerSettings() {
    return readBannerSettings(this.content.config.sections);
  }

  /** Loads every part and follows the player (favourites); `dispose()` stops both, and the next start begins them again. */
  start(): Promise<unknown> {
    this.stopReaction ??= reaction(() => this.session.uid, () => void this.loadFavourites(), { fireImmediately: false });
    return Promise.all([this.loadBanners(), this.loadRows(), this.loadFavourites()]);
  }

  async loadBanners(): Promise<void> {
    const { count, imageKey } = this.bannerSettings;
    this.bannersStatus = 'loading';
    const signal = this.loads.begin('banners');
    const result = await this.bannersPort.get({ count, imageKey, position: 'main_slider' }, signal);
    runInAction(() => {
      if (signal.aborted) return;
      this.banners = result.ok ? result.value.filter((b) => b.images) : [];
      this.bannersStatus = result.ok ? 'ready' : 'failed';
    });
  }

  async loadRows(): Promise<void> {
    this.rowsStatus = 'loading';
    const signal = this.loads.begin('rows');
    const categories = await this.categories.getCategories(signal);
    if (signal.aborted) return;
    if (!categories.ok) return runInAction(() => void (this.rowsStatus = 'failed'));
    const chosen = categories.value.slice(0, HOME_ROWS);
    runInAction(() => {
      this.rows = chosen.map((category) => ({ id: category.sysname, category, games: [], status: 'loading' }));
      this.rowsStatus = 'ready';
    });
    await Promise.all(chosen.map(async (category) => {
      const result = await this.games.getGames({ offset: 0, count: HOME_ROW_SIZE, category: category.sysname }, signal);
      runInAction(() => {
        if (signal.aborted) return;
        this.rows = this.rows.map((row) => (row.id === category.sysname ? { ...row, games: result.ok ? result.value.items : [], status: result.ok ? 'ready' : 'failed' } : row));
      });
    }));
  }

  /** The favourites row: only for a signed-in player with favourites; the call is not made for guests. */
  async loadFavourites(): Promise<void> {
    if (!this.session.authenticated) {
      this.loads.cancel('favourites');
      return runInAction(() => void (this.favourites = null));
    }
    const signal = this.loads.begin('favourites');
    const result = await this.games.getGames({ offset: 0, count: HOME_ROW_SIZE, liked: true }, signal);
    runInAction(() => {
      if (signal.aborted) return;
      if (!this.session.authenticated) return;
      this.favourites = result.ok && result.value.items.length === 0 ? null : { id: 'favourites', category: null, games: result.ok ? result.value.items : [], status: result.ok ? 'ready' : 'failed' };
    });
  }

  dispose(): void {
    this.loads.dispose();
    this.stopReaction?.();
    this.stopReaction = null;
  }
}
