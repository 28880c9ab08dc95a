export type { GameSort, HallFilters } from './hall';
export { GAME_ART_RATIO, GAMES_PAGE_SIZE, GAMES_MAX_COUNT, FAVOURITES_CATEGORY, GAME_SORTS, isGameSort, hallFiltersFromQuery, hallQueryString, mergeGames, gridColumns } from './hall';
export type { GameLaunch, FullScreenMode } from './launch';
export { gameLaunch, fullScreenOffered, isFrameMessage } from './launch';
export type { GamesHallSettings, SearchSettings, BannerSettings } from './settings';
export { readGamesSettings, readSearchSettings, readBannerSettings } from './settings';
