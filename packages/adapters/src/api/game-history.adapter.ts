import { GameHistoryPort, type GameHistoryExport, type GameHistoryRequest, type GameRound } from '@casino/domain/ports';
import type { Schema } from '@casino/sdk';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

const toGameRound = (r: Schema<'GameHistoryItem'>): GameRound => ({
  id: r.id, roundId: r.round_id, gameName: r.game.name, gameSysname: r.game.sysname, provider: r.game.provider,
  bet: { amount: r.bet.amount, currency: r.bet.currency }, win: { amount: r.win.amount, currency: r.win.currency }, createdAt: r.created_at,
});

const toHistoryExport = (e: Schema<'HistoryExportRequest'>): GameHistoryExport => ({
  id: e.id, status: e.status, dateFrom: e.date_from, dateTo: e.date_to, createdAt: e.created_at, fileUrl: e.file_url ?? null,
});

/** GameHistoryPort over `games.getHistory` and the history export calls. */
@injectable()
export class ApiGameHistory implements GameHistoryPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getHistory(request: GameHistoryRequest, signal?: AbortSignal) {
    const query = {
      offset: request.offset, count: request.count,
      ...(request.dateFrom ? { date_from: request.dateFrom } : {}),
      ...(request.dateTo ? { date_to: request.dateTo } : {}),
      ...(request.gameType ? { game_type: request.gameType } : {}),
    };
    return toResult(await settle(this.api.GET('/api/games.getHistory', { params: { query }, signal })), (data) => ({ items: data.items.map(toGameRound), count: data.count }));
  }

  async listExports(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/games.gethistoryexportrequest', { signal })), (data) => data.map(toHistoryExport));
  }

  async createExport(period: { readonly dateFrom: string; readonly dateTo: string }, signal?: AbortSignal) {
    const body = { date_from: period.dateFrom, date_to: period.dateTo, format: 'csv' as const };
    return toResult(await settle(this.api.POST('/api/games.createhistoryexportrequest', { body, signal })), toHistoryExport);
  }
}
