import { ok } from '@casino/domain/shared';
import type {
  ApiResult, HallGame, JackpotCounter, JackpotsPort, TournamentStandings, StandingsRow, Page, TopWin, TournamentSummary,
  TournamentQuery, TournamentsPort, RecentWin,
} from '@casino/domain/ports';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const START = Date.UTC(2026, 0, 1);

export function tournament(overrides: Partial<TournamentSummary> = {}): TournamentSummary {
  return {
    id: 1, sysname: 'spring-race', status: 'active', startsAt: START - 3_600_000, endsAt: START + 86_400_000, gamesCount: 14, totalPrize: eur(5000),
    userInfo: null, winners: [], restrictions: { minBet: eur(0.2), currencies: ['EUR'], onlyRealMoney: true }, totalParticipants: 3, totalPoints: 120,
    resetOnCashout: false, provider: null, imageUrl: '/static/tournaments/spring.svg', tags: ['slots'],
    description: { name: 'Spring race', title: 'Spring race', text: '<p>Spin to climb</p>', rules: '<p>Rules</p>', image: null },
    prizes: [{ placeFrom: 1, placeTo: 1, prize: eur(2500) }, { placeFrom: 2, placeTo: 3, prize: eur(1250) }], pointsRule: 'total_bet',
    ...overrides,
  };
}

export const standing = (place: number, overrides: Partial<StandingsRow> = {}): StandingsRow => ({ place, name: `pl***${place}`, points: 100 - place, prize: null, isMe: false, ...overrides });

export function leaderboard(overrides: Partial<TournamentStandings> = {}): TournamentStandings {
  return { tournamentId: 1, status: 'active', items: [standing(1), standing(2), standing(3)], count: 3, me: null, updatedAt: START, ...overrides };
}

export const hallGame = (n: number): HallGame => ({ id: n, sysname: `game-${n}`, name: `Game ${n}`, imageUrl: `/static/games/game-${n}.svg`, providerName: 'Acme' });

/**
 * A TournamentsPort whose answers tests set; `gate` holds participation until released (to see the pending state and
 * double submits). `calls` records every call by name.
 */
export class FakeTournamentsPort implements TournamentsPort {
  tournaments: ApiResult<readonly TournamentSummary[]> = ok([tournament()]);
  board: ApiResult<TournamentStandings> = ok(leaderboard());
  participation: ApiResult<boolean> = ok(true);
  gamesTotal = 30;
  /** Participants the full standings page through; `standingsFailure` answers instead when set. */
  standingsTotal = 45;
  standingsFailure: ApiResult<TournamentStandings> | null = null;
  gamesFailure: ApiResult<Page<HallGame>> | null = null;
  gate: Promise<void> | null = null;
  readonly calls: Array<{ readonly name: string; readonly args: readonly unknown[] }> = [];

  callsOf(name: keyof TournamentsPort) {
    return this.calls.filter((c) => c.name === name);
  }

  async list(query: TournamentQuery): Promise<ApiResult<Page<TournamentSummary>>> {
    this.calls.push({ name: 'list', args: [query] });
    if (!this.tournaments.ok) return this.tournaments;
    const items = this.tournaments.value.filter((t) => !query.status || query.status.includes(t.status));
    return ok({ items, count: items.length });
  }

  async get(id: number): Promise<ApiResult<TournamentSummary | null>> {
    this.calls.push({ name: 'get', args: [id] });
    if (!this.tournaments.ok) return this.tournaments;
    return ok(this.tournaments.value.find((t) => t.id === id) ?? null);
  }

  async participate(id: number): Promise<ApiResult<boolean>> {
    this.calls.push({ name: 'participate', args: [id] });
    if (this.gate) await this.gate;
    return this.participation;
  }

  async leaderboard(id: number, count: number): Promise<ApiResult<TournamentStandings>> {
    this.calls.push({ name: 'leaderboard', args: [id, count] });
    return this.board;
  }

  async standings(id: number, page: { readonly offset: number; readonly count: number }): Promise<ApiResult<TournamentStandings>> {
    this.calls.push({ name: 'standings', args: [id, page] });
    if (this.standingsFailure) return this.standingsFailure;
    const items = Array.from({ length: Math.max(0, Math.min(page.count, this.standingsTotal - page.offset)) }, (_, i) => standing(page.offset + i + 1));
    return ok(leaderboard({ tournamentId: id, items, count: this.standingsTotal }));
  }

  async games(id: number, page: { readonly offset: number; readonly count: number }): Promise<ApiResult<Page<HallGame>>> {
    this.calls.push({ name: 'games', args: [id, page] });
    if (this.gamesFailure) return this.gamesFailure;
    const items = Array.from({ length: Math.max(0, Math.min(page.count, this.gamesTotal - page.offset)) }, (_, i) => hallGame(page.offset + i + 1));
    return ok({ items, count: this.gamesTotal });
  }
}

export const winner = (id: number, overrides: Partial<RecentWin> = {}): RecentWin => ({
  id, jackpotId: null, name: `wi***${id}`, amount: eur(100 * id), game: { sysname: `game-${id}`, name: `Game ${id}`, imageUrl: `/static/games/game-${id}.svg` }, wonAt: START - id * 60_000, ...overrides,
});

export function jackpot(overrides: Partial<JackpotCounter> = {}): JackpotCounter {
  return {
    id: 1, sysname: 'mega', name: 'Mega jackpot', amount: eur(125_000.5), imageUrl: '/static/jackpots/mega.svg', provider: null, games: ['game-1'],
    levels: [{ name: 'grand', amount: eur(100_000) }, { name: 'minor', amount: eur(25_000.5) }], lastWin: winner(1, { jackpotId: 1 }), description: '<p>Grows with every spin</p>',
    ...overrides,
  };
}

/** A JackpotsPort whose answers tests set. */
export class FakeJackpotsPort implements JackpotsPort {
  jackpots: ApiResult<readonly JackpotCounter[]> = ok([jackpot()]);
  winnerList: ApiResult<readonly RecentWin[]> = ok([winner(1), winner(2)]);
  top: ApiResult<readonly TopWin[]> = ok([{ place: 1, name: 'to***1', amount: eur(900), game: winner(1).game, wonAt: START }]);
  readonly calls: Array<{ readonly name: string; readonly args: readonly unknown[] }> = [];

  async list(ids?: readonly number[]) {
    this.calls.push({ name: 'list', args: [ids] });
    if (!this.jackpots.ok || !ids) return this.jackpots;
    return ok(this.jackpots.value.filter((j) => ids.includes(j.id)));
  }

  async winners(query: { readonly jackpotId?: number; readonly count?: number }) {
    this.calls.push({ name: 'winners', args: [query] });
    return this.winnerList;
  }

  async topWins(period: 'day' | 'week' | 'month', count: number) {
    this.calls.push({ name: 'topWins', args: [period, count] });
    return this.top;
  }
}
