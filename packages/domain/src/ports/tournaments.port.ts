import type { Page } from './bonuses.port';
import type { ApiResult, MoneyValue } from './account.port';

export type TournamentStatus = 'active' | 'future' | 'finished';

/** One row of standings; `isMe` marks the signed-in player's own row. */
export interface StandingsRow {
  readonly place: number;
  /** Masked by the server. */
  readonly name: string;
  readonly points: number;
  readonly prize: MoneyValue | null;
  readonly isMe: boolean;
}

export interface PrizePlace {
  readonly placeFrom: number;
  readonly placeTo: number;
  readonly prize: MoneyValue;
}

export interface TournamentTexts {
  readonly name: string;
  readonly title: string;
  /** HTML from the server: sanitise before rendering. */
  readonly text: string;
  /** HTML from the server: sanitise before rendering. */
  readonly rules: string;
  readonly image: string | null;
}

export interface TournamentSummary {
  readonly id: number;
  readonly sysname: string;
  readonly status: TournamentStatus;
  /** Epoch milliseconds. */
  readonly startsAt: number;
  readonly endsAt: number;
  readonly gamesCount: number;
  readonly totalPrize: MoneyValue;
  /** The caller's participation; null for guests. */
  readonly userInfo: { readonly isParticipant: boolean; readonly place: number | null; readonly points: number } | null;
  /** Final top places of a finished tournament. */
  readonly winners: readonly StandingsRow[];
  readonly restrictions: { readonly minBet: MoneyValue | null; readonly currencies: readonly string[]; readonly onlyRealMoney: boolean };
  readonly totalParticipants: number;
  readonly totalPoints: number;
  /** Points are lost when the player withdraws. */
  readonly resetOnCashout: boolean;
  readonly provider: string | null;
  readonly imageUrl: string;
  readonly tags: readonly string[];
  /** Present when asked for (the tournament page). */
  readonly description: TournamentTexts | null;
  readonly prizes: readonly PrizePlace[];
  readonly pointsRule: 'total_bet' | 'total_win' | 'max_multiplier';
}

export interface TournamentStandings {
  readonly tournamentId: number;
  readonly status: TournamentStatus;
  readonly items: readonly StandingsRow[];
  /** Participants in total. */
  readonly count: number;
  readonly me: StandingsRow | null;
  readonly updatedAt: number;
}

/** A game as the tournament hall shows it. */
export interface HallGame {
  readonly id: number;
  readonly sysname: string;
  readonly name: string;
  readonly imageUrl: string;
  readonly providerName: string;
}


export interface TournamentQuery {
  readonly status?: readonly TournamentStatus[];
  readonly offset?: number;
  readonly count?: number;
}

/** Tournaments, their standings and games (`tournaments.*`, `leaderboard.*`, `games.get` by tournament). */
export interface TournamentsPort {
  list(query: TournamentQuery, signal?: AbortSignal): Promise<ApiResult<Page<TournamentSummary>>>;
  /** One tournament with its description; null when the server does not know it. */
  get(id: number, signal?: AbortSignal): Promise<ApiResult<TournamentSummary | null>>;
  /** True when the server answered the success value (1); any other answer is false. */
  participate(id: number, signal?: AbortSignal): Promise<ApiResult<boolean>>;
  /** The current top `count` and the caller's own row. */
  leaderboard(id: number, count: number, signal?: AbortSignal): Promise<ApiResult<TournamentStandings>>;
  /** A page of the full standings, from `offset` (0-based place order), with the caller's own row. */
  standings(id: number, page: { readonly offset: number; readonly count: number }, signal?: AbortSignal): Promise<ApiResult<TournamentStandings>>;
  games(id: number, page: { readonly offset: number; readonly count: number }, signal?: AbortSignal): Promise<ApiResult<Page<HallGame>>>;
}
export const TournamentsPort = Symbol.for('TournamentsPort');
