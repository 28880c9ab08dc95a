import {
  TournamentsPort, type HallGame, type TournamentStandings, type StandingsRow, type TournamentSummary, type TournamentQuery,
} from '@casino/domain/ports';
import type { Schema } from '@casino/sdk';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

const time = (iso: string): number => {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) throw new Error(`unreadable date ${iso}`);
  return at;
};

const toEntry = (e: Schema<'LeaderboardEntry'>): StandingsRow => ({ place: e.place, name: e.name, points: e.points, prize: e.prize ?? null, isMe: e.is_me });

export function toTournament(t: Schema<'Tournament'>): TournamentSummary {
  const d = t.description;
  return {
    id: t.id,
    sysname: t.sysname,
    status: t.status,
    startsAt: time(t.started_at),
    endsAt: time(t.finished_at),
    gamesCount: t.games_count,
    totalPrize: t.total_prize,
    userInfo: t.user_info ? { isParticipant: t.user_info.is_participant, place: t.user_info.place ?? null, points: t.user_info.points } : null,
    winners: t.winners.map((w) => ({ place: w.place, name: w.name, points: w.points, prize: w.prize, isMe: false })),
    restrictions: { minBet: t.restrictions.min_bet ?? null, currencies: t.restrictions.currencies, onlyRealMoney: t.restrictions.only_real_money },
    totalParticipants: t.total_participants,
    totalPoints: t.total_points,
    resetOnCashout: t.reset_on_cashout,
    provider: t.provider ?? null,
    imageUrl: t.image_url,
    tags: t.tags,
    description: d ? { name: d.name, title: d.title, text: d.text, rules: d.rules, image: d.img_288_192 ?? null } : null,
    prizes: t.extra.prizes.map((p) => ({ placeFrom: p.place_from, placeTo: p.place_to, prize: p.prize })),
    pointsRule: t.extra.points_rule,
  };
}

export function toLeaderboard(b: Schema<'Leaderboard'>): TournamentStandings {
  return { tournamentId: b.tournament_id, status: b.status, items: b.items.map(toEntry), count: b.count, me: b.me ? toEntry(b.me) : null, updatedAt: time(b.updated_at) };
}

const toHallGame = (g: Schema<'Game'>): HallGame => ({
  id: g.id, sysname: g.sysname, name: g.description?.name || g.name, imageUrl: g.description?.img_288_192 || g.image_url, providerName: g.provider_name,
});

/** TournamentsPort over `tournaments.*`, `leaderboard.live`, `leaderboard.get` and `games.get` with the tournament option. */
@injectable()
export class ApiTournaments implements TournamentsPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async list(query: TournamentQuery, signal?: AbortSignal) {
    // the description carries the tournament's display name, which every card shows
    const params = { query: { status: query.status ? [...query.status] : undefined, offset: query.offset, count: query.count, fields: ['description' as const] } };
    return toResult(await settle(this.api.GET('/api/tournaments.get', { params, signal })), (data) => ({ items: data.items.map(toTournament), count: data.count }));
  }

  async get(id: number, signal?: AbortSignal) {
    const params = { query: { ids: [id], fields: ['description' as const] } };
    return toResult(await settle(this.api.GET('/api/tournaments.get', { params, signal })), (data) => {
      const found = data.items.find((t) => t.id === id);
      return found ? toTournament(found) : null;
    });
  }

  async participate(id: number, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/tournaments.participate', { body: { tournament_id: id }, signal })), (data: unknown) => data === 1);
  }

  async leaderboard(id: number, count: number, signal?: AbortSignal) {
    const params = { query: { tournament_id: id, count } };
    return toResult(await settle(this.api.GET('/api/leaderboard.live', { params, signal })), toLeaderboard);
  }

  async standings(id: number, page: { readonly offset: number; readonly count: number }, signal?: AbortSignal) {
    const params = { query: { tournament_id: id, offset: page.offset, count: page.count } };
    return toResult(await settle(this.api.GET('/api/leaderboard.get', { params, signal })), toLeaderboard);
  }

  async games(id: number, page: { readonly offset: number; readonly count: number }, signal?: AbortSignal) {
    const params = { query: { offset: page.offset, count: page.count, options: JSON.stringify({ tournament_id: id }), fields: ['description' as const] } };
    return toResult(await settle(this.api.GET('/api/games.get', { params, signal })), (data) => ({ items: data.items.map(toHallGame), count: data.count }));
  }
}
