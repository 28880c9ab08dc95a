import type { ApiResult } from './account.port';

/** One game round in the player's history; amounts are decimals in the round's currency. */
export interface GameRound {
  readonly id: number;
  readonly roundId: string;
  readonly gameName: string;
  readonly gameSysname: string;
  readonly provider: string;
  readonly bet: { readonly amount: number; readonly currency: string };
  readonly win: { readonly amount: number; readonly currency: string };
  readonly createdAt: string;
}

/** The kinds of game a round can be filtered by (a game may be of several, e.g. `casino` and `live`). */
export type GameRoundType = 'casino' | 'slot' | 'live' | 'fast';

/**
 * A period is two calendar days (`YYYY-MM-DD`), both included; either may be left open. `gameType` keeps only
 * rounds of games of that kind; none: every round.
 */
export interface GameHistoryRequest {
  readonly offset: number;
  readonly count: number;
  readonly dateFrom?: string;
  readonly dateTo?: string;
  readonly gameType?: GameRoundType;
}

export interface GameHistoryExport {
  readonly id: number;
  readonly status: 'pending' | 'ready' | 'failed';
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly createdAt: string;
  /** Where the file is, once ready. */
  readonly fileUrl: string | null;
}

/** The player's game rounds and their exports (`games.getHistory`, `games.*historyexportrequest`). */
export interface GameHistoryPort {
  getHistory(request: GameHistoryRequest, signal?: AbortSignal): Promise<ApiResult<{ readonly items: readonly GameRound[]; readonly count: number }>>;
  listExports(signal?: AbortSignal): Promise<ApiResult<readonly GameHistoryExport[]>>;
  createExport(period: { readonly dateFrom: string; readonly dateTo: string }, signal?: AbortSignal): Promise<ApiResult<GameHistoryExport>>;
}
export const GameHistoryPort = Symbol.for('GameHistoryPort');
