import type { Schema } from '@casino/sdk';
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../core/errors.ts';
import type { OperationCtx } from '../../core/types.ts';
import { fieldError } from '../_money/errors.ts';
import { isoRequired, money } from '../_money/money.ts';

/** Favourites, game history and its export: the signed-in player's side of the games hall. */
export async function getLikes(ctx: OperationCtx<'games.getLikes'>) {
  const uid = ctx.requireUser();
  const rows = await ctx.db.query<{ sysname: string }>('SELECT g.sysname FROM game_likes l JOIN games g ON g.id = l.game_id WHERE l.uid = $1 ORDER BY l.created_at DESC, g.id', [uid]);
  return rows.map((r) => r.sysname);
}

async function gameId(ctx: OperationCtx<'games.addLike' | 'games.removeLike'>): Promise<number> {
  const row = await ctx.db.maybeOne<{ id: number }>('SELECT id FROM games WHERE sysname = $1', [ctx.params.sysname]);
  if (!row) throw fieldError('sysname', 'not_found', 'Game not found');
  return row.id;
}

export async function addLike(ctx: OperationCtx<'games.addLike'>) {
  const uid = ctx.requireUser();
  await ctx.db.query('INSERT INTO game_likes (uid, game_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [uid, await gameId(ctx), ctx.now()]);
  return 1 as const;
}

export async function removeLike(ctx: OperationCtx<'games.removeLike'>) {
  const uid = ctx.requireUser();
  await ctx.db.query('DELETE FROM game_likes WHERE uid = $1 AND game_id = $2', [uid, await gameId(ctx)]);
  return 1 as const;
}

const dayEnd = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);

export async function getHistory(ctx: OperationCtx<'games.getHistory'>) {
  const uid = ctx.requireUser();
  const { offset = 0, count = 20, date_from, date_to, game_type } = ctx.params;
  const rows = await ctx.db.query<{ id: string; round_id: string; sysname: string; name: string; provider: string; image_url: string; bet_minor: string; win_minor: string; currency: string; created_at: Date; total: string }>(
    `SELECT r.*, g.sysname, g.name, g.image_url, p.sysname AS provider, count(*) OVER ()::text AS total
     FROM game_rounds r JOIN games g ON g.id = r.game_id JOIN game_providers p ON p.id = g.provider_id
     WHERE r.uid = $1 AND ($2::timestamptz IS NULL OR r.created_at >= $2) AND ($3::timestamptz IS NULL OR r.created_at < $3)
       AND ($6::text IS NULL OR $6 = ANY(g.types))
     ORDER BY r.created_at DESC, r.id DESC OFFSET $4 LIMIT $5`,
    [uid, date_from ? new Date(`${date_from}T00:00:00Z`) : null, date_to ? dayEnd(date_to) : null, offset, count, game_type ?? null],
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      id: Number(r.id),
      round_id: r.round_id,
      game: { sysname: r.sysname, name: r.name, provider: r.provider, image_url: r.image_url },
      bet: money(r.bet_minor, r.currency),
      win: money(r.win_minor, r.currency),
      created_at: isoRequired(r.created_at),
    })),
  };
}

interface ExportRow {
  id: number;
  date_from: Date | string;
  date_to: Date | string;
  format: 'csv';
  token: string;
  created_at: Date;
  ready_at: Date;
}

const day = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

const toExport = (row: ExportRow, now: Date): Schema<'HistoryExportRequest'> => {
  const ready = new Date(row.ready_at) <= now;
  return {
    id: row.id,
    status: ready ? 'ready' : 'pending',
    date_from: day(row.date_from),
    date_to: day(row.date_to),
    format: row.format,
    created_at: isoRequired(row.created_at),
    file_url: ready ? `/static/exports/${row.id}-${row.token}.csv` : null,
  };
};

export async function listExports(ctx: OperationCtx<'games.gethistoryexportrequest'>) {
  const uid = ctx.requireUser();
  const rows = await ctx.db.query<ExportRow>(`SELECT id, date_from::text, date_to::text, format, token, created_at, ready_at FROM game_history_exports WHERE uid = $1 ORDER BY id DESC`, [uid]);
  return rows.map((r) => toExport(r, ctx.now()));
}

export async function createExport(ctx: OperationCtx<'games.createhistoryexportrequest'>) {
  const uid = ctx.requireUser();
  const now = ctx.now();
  const { date_from, date_to } = ctx.params;
  const from = new Date(`${date_from}T00:00:00Z`).getTime();
  const to = new Date(`${date_to}T00:00:00Z`).getTime();
  if (from > to) throw fieldError('date_from', 'after_date_to', 'date_from must not be after date_to');
  if (to - from > 366 * 86_400_000) throw fieldError('date_to', 'range', 'The period is longer than a year');
  const pending = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM game_history_exports WHERE uid = $1 AND ready_at > $2', [uid, now]);
  if (pending.n >= 3) throw new ApiError('TooManyRequestsException', 'Wait for the pending exports first');
  const row = await ctx.db.one<ExportRow>(
    `INSERT INTO game_history_exports (uid, date_from, date_to, format, token, created_at, ready_at)
     VALUES ($1, $2, $3, 'csv', $4, $5, $6) RETURNING id, date_from::text, date_to::text, format, token, created_at, ready_at`,
    [uid, date_from, date_to, randomBytes(12).toString('hex'), now, new Date(now.getTime() + ctx.config.paymentSettleMs)],
  );
  return toExport(row, now);
}
