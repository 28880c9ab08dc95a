import type { ApiResult } from './account.port';

export interface LobbyCategory {
  readonly id: number;
  readonly sysname: string;
  readonly name: string;
}

/** The games catalogue calls the shell needs (the gamehall category guard). */
export interface GameCategoriesPort {
  getCategories(signal?: AbortSignal): Promise<ApiResult<readonly LobbyCategory[]>>;
}
export const GameCategoriesPort = Symbol.for('GameCategoriesPort');
