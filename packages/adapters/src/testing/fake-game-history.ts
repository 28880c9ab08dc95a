import { ok } from '@casino/domain/shared';
import type {
  ApiResult, GameHistoryExport, GameHistoryPort, GameHistoryRequest, GameRound, GameRoundType,
} from '@casino/domain/ports';

/** `count` rounds, newest first, one a day back from 2026-01-31; `Game 0` is a live game, the others slots. */
export const gameRounds = (count: number): GameRound[] => Array.from({ length: count }, (_, i) => ({
  id: count - i, roundId: `r-${count - i}`, gameName: `Game ${i % 3}`, gameSysname: `game-${i % 3}`, provider: 'aurora-gaming',
  bet: { amount: 1, currency: 'EUR' }, win: { amount: i % 2 ? 2 : 0, currency: 'EUR' },
  createdAt: new Date(Date.UTC(2026, 0, 31 - i, 12)).toISOString(),
}));

/** A GameHistoryPort over in-memory rounds; requests are recorded; `failHistory`/`createResult` inject failures. */
export class FakeGameHistoryPort implements GameHistoryPort {
  rounds: GameRound[] = gameRounds(25);
  exports: GameHistoryExport[] = [];
  historyRequests: GameHistoryRequest[] = [];
  created: { dateFrom: string; dateTo: string }[] = [];
  failHistory: ApiResult<never> | null = null;
  failList: ApiResult<never> | null = null;
  failCreate: ApiResult<never> | null = null;
  /** The kinds of a round's game, as the backend knows them from its catalogue. */
  gameTypes: (round: GameRound) => readonly GameRoundType[] = (round) => (round.gameSysname === 'game-0' ? ['casino', 'live'] : ['casino', 'slot']);

  async getHistory(request: GameHistoryRequest) {
    this.historyRequests.push(request);
    if (this.failHistory) return this.failHistory;
    const day = (iso: string) => iso.slice(0, 10);
    const matching = this.rounds.filter((r) =>
      (!request.dateFrom || day(r.createdAt) >= request.dateFrom) && (!request.dateTo || day(r.createdAt) <= request.dateTo)
      && (!request.gameType || this.gameTypes(r).includes(request.gameType)));
    return ok({ items: matching.slice(request.offset, request.offset + request.count), count: matching.length });
  }

  async listExports() {
    if (this.failList) return this.failList;
    return ok([...this.exports]);
  }

  async createExport(period: { readonly dateFrom: string; readonly dateTo: string }) {
    await Promise.resolve();
    this.created.push({ ...period });
    if (this.failCreate) return this.failCreate;
    const row: GameHistoryExport = { id: this.exports.length + 1, status: 'pending', dateFrom: period.dateFrom, dateTo: period.dateTo, createdAt: '2026-02-01T00:00:00Z', fileUrl: null };
    this.exports = [row, ...this.exports];
    return ok(row);
  }
}
