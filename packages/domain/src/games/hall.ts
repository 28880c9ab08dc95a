import { MEDIA_BREAKPOINTS } from '../media/constants';
import { parseGamehallQuery } from '../routing/popups';
import { lastQueryValue, type QueryLike } from '../routing/query';
import { WebURLSearchParams } from '../shared/web-url';

/**
 * A game tile's art, height ÷ width: the providers' art is landscape 4:3 (400 × 300). A tile of another shape cut the
 * art to fit it: at the portrait 1.3 of other images, a "Fire Wizard" tile read "re Wiza".
 */
export const GAME_ART_RATIO = 3 / 4;

/** Games come in pages of 18; one request never asks for more than 300. */
export const GAMES_PAGE_SIZE = 18;
export const GAMES_MAX_COUNT = 300;

/** The pseudo-category of the hall that lists the player's favourites. */
export const FAVOURITES_CATEGORY = 'favourites';

/** The orders the games list can be sorted in (the contract's `sort` values). */
export type GameSort = 'popularity' | 'name' | 'created_at' | 'rtp';

export const GAME_SORTS: readonly GameSort[] = ['popularity', 'name', 'created_at', 'rtp'];
export const isGameSort = (value: unknown): value is GameSort => typeof value === 'string' && (GAME_SORTS as readonly string[]).includes(value);

/** What the hall shows, as the address keeps it: `?category=…&providers=a,b&sort=…`. */
export interface HallFilters {
  readonly category?: string;
  readonly providers: readonly string[];
  readonly sort?: GameSort;
}

/**
 * Reads the hall's filters from its address. A category in the path (`/gamehall/{id}`) wins over the query's; a sort
 * the configuration does not offer is ignored, so a shared link from another configuration still opens the hall.
 */
export function hallFiltersFromQuery(query: QueryLike, pathCategory: string | undefined, sorts: readonly GameSort[]): HallFilters {
  const parsed = parseGamehallQuery(query);
  const sort = lastQueryValue(query, 'sort');
  const category = pathCategory ?? parsed.category;
  return {
    providers: [...new Set(parsed.providers)],
    ...(category ? { category } : {}),
    ...(isGameSort(sort) && sorts.includes(sort) ? { sort } : {}),
  };
}

/** The query string of the hall's filters (no leading `?`); providers joined by commas, empty parts left out. */
export function hallQueryString(filters: Omit<HallFilters, 'category'> & { readonly category?: string }): string {
  const params = new WebURLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.providers.length) params.set('providers', filters.providers.join(','));
  if (filters.sort) params.set('sort', filters.sort);
  return params.toString().replace(/%2C/g, ',');
}

/** Adds a page to a list, keeping the first copy of a game that shifted between pages. */
export function mergeGames<T extends { readonly sysname: string }>(current: readonly T[], page: readonly T[]): readonly T[] {
  const seen = new Set(current.map((g) => g.sysname));
  return [...current, ...page.filter((g) => !seen.has(g.sysname) && seen.add(g.sysname))];
}

/** Columns of the games grid for a container width: two on phones, growing with the breakpoint tiers. */
export function gridColumns(width: number): number {
  if (width >= MEDIA_BREAKPOINTS.desktop) return 7;
  if (width >= MEDIA_BREAKPOINTS.laptopLg) return 6;
  if (width >= MEDIA_BREAKPOINTS.laptop) return 5;
  if (width >= MEDIA_BREAKPOINTS.tablet) return 4;
  if (width >= 480) return 3;
  return 2;
}
