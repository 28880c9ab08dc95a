import type { OperationCtx } from '../../core/types.ts';
import type { Db } from '../../db/db.ts';
import { fieldError } from '../_money/errors.ts';
import { currencyOf, fromEur, isoRequired, money } from '../_money/money.ts';

interface WinnerRow {
  id: number;
  jackpot_id: number | null;
  name: string;
  amount_minor: string;
  currency: string;
  won_at: Date;
  sysname: string;
  game_name: string;
  image_url: string;
}

const winnersSql = `SELECT w.*, g.sysname, g.name AS game_name, g.image_url FROM winners w JOIN games g ON g.id = w.game_id`;

const toWinner = (w: WinnerRow) => ({
  id: w.id,
  jackpot_id: w.jackpot_id,
  name: w.name,
  amount: money(w.amount_minor, w.currency),
  game: { sysname: w.sysname, name: w.game_name, image_url: w.image_url },
  won_at: isoRequired(w.won_at),
});

/** Jackpots grow slowly through the day (up to 1 %), so a polling UI sees the amount move. */
const growth = (now: Date) => 1 + ((now.getTime() / 1000) % 86_400) / 86_400 / 100;

export async function getJackpots(ctx: OperationCtx<'Jackpots.get'>) {
  const currency = await currencyOf(ctx.db, ctx.session.uid);
  const { ids } = ctx.params;
  const rows = await ctx.db.query<{ id: number; sysname: string; name: string; image_url: string; provider: string | null; levels: Array<{ name: string; amount_eur: number }>; description: string | null; games: string[] }>(
    'SELECT * FROM jackpots WHERE $1::int[] IS NULL OR id = ANY($1) ORDER BY id',
    [ids?.length ? ids : null],
  );
  const lastWins = await latestWins(ctx.db, rows.map((r) => r.id));
  const factor = growth(ctx.now());
  const result = rows.map((j) => {
    const levels = j.levels.map((l) => ({ name: l.name, amount: { amount: fromEur(l.amount_eur * factor, currency), currency } }));
    const total = Math.round(levels.reduce((sum, l) => sum + l.amount.amount, 0) * 100) / 100;
    const last = lastWins.find((w) => w.jackpot_id === j.id);
    return { id: j.id, sysname: j.sysname, name: j.name, amount: { amount: total, currency }, image_url: j.image_url, provider: j.provider, games: j.games, levels, last_win: last ? toWinner(last) : null, description: j.description };
  });
  return result.sort((a, b) => b.amount.amount - a.amount.amount);
}

const latestWins = (db: Db, ids: number[]) =>
  db.query<WinnerRow>(`SELECT DISTINCT ON (w.jackpot_id) w.*, g.sysname, g.name AS game_name, g.image_url FROM winners w JOIN games g ON g.id = w.game_id WHERE w.jackpot_id = ANY($1) ORDER BY w.jackpot_id, w.won_at DESC`, [ids]);

export async function getWinners(ctx: OperationCtx<'Jackpots.getWinners'>) {
  const { jackpot_id, count = 20 } = ctx.params;
  if (jackpot_id != null && !(await ctx.db.maybeOne('SELECT 1 FROM jackpots WHERE id = $1', [jackpot_id]))) throw fieldError('jackpot_id', 'not_found', 'Jackpot not found');
  const rows = await ctx.db.query<WinnerRow>(`${winnersSql} WHERE $1::int IS NULL OR w.jackpot_id = $1 ORDER BY w.won_at DESC, w.id DESC LIMIT $2`, [jackpot_id ?? null, count]);
  return rows.map(toWinner);
}
