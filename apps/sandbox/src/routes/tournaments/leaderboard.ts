import type { BaseCtx, OperationCtx } from '../../core/types.ts';
import { EUR_RATES, isoRequired, money } from '../_money/money.ts';
import { findTournament, myStanding, prizeFor, standings, type TournamentRow } from './tournaments.ts';

const entry = (t: TournamentRow, uid: number | null) => (r: { place: string; uid: number | null; name: string; points: string }) => ({
  place: Number(r.place),
  name: r.name,
  points: Number(r.points),
  prize: prizeFor(t, Number(r.place)),
  is_me: uid != null && r.uid === uid,
});

async function board(ctx: BaseCtx, tournamentId: number, offset: number, limit: number) {
  const t = await findTournament(ctx, tournamentId);
  const uid = ctx.session.uid;
  const [rows, me] = await Promise.all([standings(ctx.db, t.id, offset, limit), uid ? myStanding(ctx.db, t.id, uid) : undefined]);
  const toEntry = entry(t, uid);
  return {
    tournament_id: t.id,
    status: t.status,
    items: rows.map(toEntry),
    count: t.total_participants,
    me: me ? toEntry(me) : null,
    updated_at: isoRequired(t.status === 'finished' ? t.finished_at : ctx.now()),
  };
}

export const getLeaderboard = (ctx: OperationCtx<'leaderboard.get'>) => board(ctx, ctx.params.tournament_id, ctx.params.offset ?? 0, ctx.params.count ?? 20);
export const liveLeaderboard = (ctx: OperationCtx<'leaderboard.live'>) => board(ctx, ctx.params.tournament_id, 0, ctx.params.count ?? 10);

const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;

/** The period's biggest wins, ranked by their value in euros. */
export async function topWins(ctx: OperationCtx<'leaderboard.top'>) {
  const period = ctx.params.period ?? 'week';
  const since = new Date(ctx.now().getTime() - PERIOD_DAYS[period] * 86_400_000);
  const rows = await ctx.db.query<{ name: string; amount_minor: string; currency: string; won_at: Date; sysname: string; game_name: string; image_url: string }>(
    `SELECT w.name, w.amount_minor, w.currency, w.won_at, g.sysname, g.name AS game_name, g.image_url
     FROM winners w JOIN games g ON g.id = w.game_id
     WHERE w.won_at >= $1 ORDER BY w.amount_minor / COALESCE(($2::jsonb ->> w.currency)::numeric, 1) DESC, w.id LIMIT $3`,
    [since, JSON.stringify(EUR_RATES), ctx.params.count ?? 10],
  );
  return {
    period,
    items: rows.map((r, i) => ({ place: i + 1, name: r.name, amount: money(r.amount_minor, r.currency), game: { sysname: r.sysname, name: r.game_name, image_url: r.image_url }, won_at: isoRequired(r.won_at) })),
  };
}
