import { JackpotsPort, type JackpotCounter, type TopWinsPeriod, type RecentWin } from '@casino/domain/ports';
import type { Schema } from '@casino/sdk';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

const time = (iso: string): number => {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) throw new Error(`unreadable date ${iso}`);
  return at;
};

const toGame = (g: Schema<'Winner'>['game']) => ({ sysname: g.sysname, name: g.name, imageUrl: g.image_url });

export const toWinner = (w: Schema<'Winner'>): RecentWin => ({ id: w.id, jackpotId: w.jackpot_id ?? null, name: w.name, amount: w.amount, game: toGame(w.game), wonAt: time(w.won_at) });

export const toJackpot = (j: Schema<'Jackpot'>): JackpotCounter => ({
  id: j.id, sysname: j.sysname, name: j.name, amount: j.amount, imageUrl: j.image_url, provider: j.provider ?? null, games: j.games,
  levels: j.levels.map((l) => ({ name: l.name, amount: l.amount })), lastWin: j.last_win ? toWinner(j.last_win) : null, description: j.description ?? null,
});

/** JackpotsPort over `Jackpots.get`, `Jackpots.getWinners` and `leaderboard.top`. */
@injectable()
export class ApiJackpots implements JackpotsPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async list(ids?: readonly number[], signal?: AbortSignal) {
    const params = { query: { ids: ids ? [...ids] : undefined } };
    return toResult(await settle(this.api.GET('/api/Jackpots.get', { params, signal })), (data) => data.map(toJackpot));
  }

  async winners(query: { readonly jackpotId?: number; readonly count?: number }, signal?: AbortSignal) {
    const params = { query: { jackpot_id: query.jackpotId, count: query.count } };
    return toResult(await settle(this.api.GET('/api/Jackpots.getWinners', { params, signal })), (data) => data.map(toWinner));
  }

  async topWins(period: TopWinsPeriod, count: number, signal?: AbortSignal) {
    const params = { query: { period, count } };
    return toResult(await settle(this.api.GET('/api/leaderboard.top', { params, signal })), (data) =>
      data.items.map((e) => ({ place: e.place, name: e.name, amount: e.amount, game: toGame(e.game), wonAt: time(e.won_at) })),
    );
  }
}
