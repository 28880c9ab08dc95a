import type { GameSort } from './hall';
import { GAME_SORTS, GAMES_MAX_COUNT, GAMES_PAGE_SIZE, isGameSort } from './hall';
import type { FullScreenMode } from './launch';

export interface GamesHallSettings {
  readonly pageSize: number;
  readonly itemLayout: 'vertical' | 'horizontal';
  readonly fullScreenMode: FullScreenMode;
  /** Sort options the hall offers, the first being the default. */
  readonly sorts: readonly GameSort[];
}

export interface SearchSettings {
  readonly minQueryLength: number;
  readonly debounceMs: number;
  readonly pageSize: number;
  readonly popularQueries: readonly string[];
}

export interface BannerSettings {
  readonly imageKey: string;
  readonly count: number;
  readonly autoplayMs: number;
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const count = (value: unknown, fallback: number, max = GAMES_MAX_COUNT) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
const FULL_SCREEN: readonly FullScreenMode[] = ['all', 'telegram', 'product', 'none'];

/** The games section of the content configuration, each field falling back to a working default. */
export function readGamesSettings(sections: Readonly<Record<string, unknown>>): GamesHallSettings {
  const games = record(sections.games);
  const sorts = Array.isArray(games.sorts) ? games.sorts.filter(isGameSort) : [];
  return {
    pageSize: count(games.pageSize, GAMES_PAGE_SIZE),
    itemLayout: games.itemLayout === 'horizontal' ? 'horizontal' : 'vertical',
    fullScreenMode: FULL_SCREEN.includes(games.fullScreenMode as FullScreenMode) ? (games.fullScreenMode as FullScreenMode) : 'all',
    sorts: sorts.length ? sorts : GAME_SORTS,
  };
}

export function readSearchSettings(sections: Readonly<Record<string, unknown>>): SearchSettings {
  const search = record(sections.search);
  const popular = Array.isArray(search.popularQueries) ? search.popularQueries.filter((q): q is string => typeof q === 'string') : [];
  return {
    minQueryLength: count(search.minQueryLength, 2, 20),
    debounceMs: typeof search.debounceMs === 'number' && search.debounceMs >= 0 ? Math.min(search.debounceMs, 2000) : 300,
    pageSize: count(search.pageSize, GAMES_PAGE_SIZE),
    popularQueries: popular,
  };
}

export function readBannerSettings(sections: Readonly<Record<string, unknown>>): BannerSettings {
  const banner = record(sections.banner);
  return {
    imageKey: typeof banner.imageKey === 'string' && banner.imageKey ? banner.imageKey : 'desktop',
    count: count(banner.count, 10, 100),
    autoplayMs: typeof banner.autoplayMs === 'number' && banner.autoplayMs >= 2000 ? banner.autoplayMs : 6000,
  };
}
