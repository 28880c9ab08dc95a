import type { GameSort } from '../games/hall';
import type { ApiResult } from './account.port';

/** A game as the lobby shows it: the display overrides already applied (name and image). */
export interface GameSummary {
  readonly id: number;
  readonly sysname: string;
  readonly name: string;
  /** Image address, relative to the site (goes through the image proxy), or empty when there is none. */
  readonly image: string;
  readonly provider: string;
  readonly providerName: string;
  readonly hasDemo: boolean;
  readonly tags: readonly string[];
}

/** One request for a page of games; empty lists mean "no filter". */
export interface GamesRequest {
  readonly offset: number;
  readonly count: number;
  readonly sort?: GameSort;
  readonly query?: string;
  readonly providers?: readonly string[];
  readonly category?: string;
  /** Only the signed-in player's favourites. */
  readonly liked?: boolean;
  readonly sysnames?: readonly string[];
}

export interface GamesPage {
  readonly items: readonly GameSummary[];
  /** How many games match in all. */
  readonly total: number;
}

export interface LobbyProvider {
  readonly sysname: string;
  readonly name: string;
  readonly logo: string;
  readonly gamesCount: number;
}

/** The games catalogue and the player's favourites (`games.*`). */
export interface GamesPort {
  getGames(request: GamesRequest, signal?: AbortSignal): Promise<ApiResult<GamesPage>>;
  getProviders(signal?: AbortSignal): Promise<ApiResult<readonly LobbyProvider[]>>;
  /** Sysnames of the player's favourites; signed-in players only. */
  getLikes(signal?: AbortSignal): Promise<ApiResult<readonly string[]>>;
  setLike(sysname: string, liked: boolean): Promise<ApiResult<true>>;
}
export const GamesPort = Symbol.for('GamesPort');
