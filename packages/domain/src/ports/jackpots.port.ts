import type { ApiResult, MoneyValue } from './account.port';

export interface WonGame {
  readonly sysname: string;
  readonly name: string;
  readonly imageUrl: string;
}

/** A recent big win, from a jackpot or a game. */
export interface RecentWin {
  readonly id: number;
  readonly jackpotId: number | null;
  /** Masked by the server. */
  readonly name: string;
  readonly amount: MoneyValue;
  readonly game: WonGame;
  /** Epoch milliseconds. */
  readonly wonAt: number;
}

export interface JackpotCounter {
  readonly id: number;
  readonly sysname: string;
  readonly name: string;
  /** Current total in the caller's currency. */
  readonly amount: MoneyValue;
  readonly imageUrl: string;
  readonly provider: string | null;
  /** Sysnames of the games that feed it. */
  readonly games: readonly string[];
  readonly levels: readonly { readonly name: string; readonly amount: MoneyValue }[];
  readonly lastWin: RecentWin | null;
  /** HTML from the server: sanitise before rendering. */
  readonly description: string | null;
}

/** One of the period's biggest wins across the site. */
export interface TopWin {
  readonly place: number;
  readonly name: string;
  readonly amount: MoneyValue;
  readonly game: WonGame;
  readonly wonAt: number;
}

export type TopWinsPeriod = 'day' | 'week' | 'month';

/** Jackpots and winners (`Jackpots.*`, `leaderboard.top`). */
export interface JackpotsPort {
  /** All jackpots (largest first), or only those `ids`. */
  list(ids?: readonly number[], signal?: AbortSignal): Promise<ApiResult<readonly JackpotCounter[]>>;
  /** Newest first; without a jackpot, every recent big win. */
  winners(query: { readonly jackpotId?: number; readonly count?: number }, signal?: AbortSignal): Promise<ApiResult<readonly RecentWin[]>>;
  topWins(period: TopWinsPeriod, count: number, signal?: AbortSignal): Promise<ApiResult<readonly TopWin[]>>;
}
export const JackpotsPort = Symbol.for('JackpotsPort');
