import type { ApiResult } from './account.port';

export interface GameCategory {
  readonly id: number;
  readonly sysname: string;
  readonly name: string;
}

/** The games catalogue calls the shell needs (the gamehall category guard). */
export interface GameCategoriesPort {
  getCategories(signal?: AbortSignal): Promise<ApiResult<readonly GameCategory[]>>;
}
export const GameCategoriesPort = Symbol.for('GameCategoriesPort');
