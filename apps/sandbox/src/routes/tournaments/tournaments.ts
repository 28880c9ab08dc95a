import type { Schema } from '@casino/sdk';
import type { BaseCtx, OperationCtx } from '../../core/types.ts';
import type { Db } from '../../db/db.ts';
import { fieldError } from '../_money/errors.ts';
import { fieldSet, isoRequired, maskName, money } from '../_money/money.ts';
import { DEFAULT_LOCALE, callerLocale, type LocaleCode } from '../i18n/locales.ts';
import { tournamentText } from './texts.ts';

export interface TournamentRow {
  id: number;
  sysname: string;
  status: 'active' | 'future' | 'finished';
  started_at: Date;
  finished_at: Date;
  total_prize_minor: string;
  currency: string;
  prizes: Array<{ place_from: number; place_to: number; prize: number }>;
  points_rule: Schema<'Tournament'>['extra']['points_rule'];
  reset_on_cashout: boolean;
  provider: string | null;
  image_url: string;
  tags: string[];
  min_bet_minor: string | null;
  currencies: string[];
  description: { name: string; title: string; text: string; rules: string; img_288_192?: string | null };
  games_count: number;
  total_participants: number;
  total_points: string;
}

/** Tournaments with their status at $1 and their counters. */
const tournamentsSql = `
  SELECT t.*, CASE WHEN $1 < t.started_at THEN 'future' WHEN $1 < t.finished_at THEN 'active' ELSE 'finished' END AS status,
    (SELECT count(*)::int FROM tournament_games tg WHERE tg.tournament_id = t.id) AS games_count,
    (SELECT count(*)::int FROM tournament_participants tp WHERE tp.tournament_id = t.id) AS total_participants,
    (SELECT COALESCE(sum(points), 0)::text FROM tournament_participants tp WHERE tp.tournament_id = t.id) AS total_points
  FROM tournaments t`;

export const prizeFor = (t: Pick<TournamentRow, 'prizes' | 'currency'>, place: number) => {
  const prize = t.prizes.find((p) => place >= p.place_from && place <= p.place_to);
  return prize ? { amount: prize.prize, currency: t.currency } : null;
};

/** Standings: place, masked name and points, best first. */
export const standings = (db: Db, tournamentId: number, offset: number, limit: number) =>
  db.query<{ place: string; uid: number | null; name: string; points: string }>(
    `SELECT place, uid, name, points::text FROM (
       SELECT row_number() OVER (ORDER BY points DESC, id) AS place, uid, name, points FROM tournament_participants WHERE tournament_id = $1
     ) s ORDER BY place OFFSET $2 LIMIT $3`,
    [tournamentId, offset, limit],
  );

export const myStanding = (db: Db, tournamentId: number, uid: number) =>
  db.maybeOne<{ place: string; uid: number; name: string; points: string }>(
    `SELECT place, uid, name, points::text FROM (
       SELECT row_number() OVER (ORDER BY points DESC, id) AS place, uid, name, points FROM tournament_participants WHERE tournament_id = $1
     ) s WHERE uid = $2`,
    [tournamentId, uid],
  );

/** The stored description (English) with the tournament's words in the caller's locale where the seed has them. */
function descriptionIn(t: TournamentRow, locale: LocaleCode): TournamentRow['description'] {
  const pool = money(t.total_prize_minor, t.currency);
  const translated = locale === DEFAULT_LOCALE ? undefined : tournamentText(t.sysname, pool, locale);
  return { ...t.description, ...translated };
}

async function toTournament(db: Db, t: TournamentRow, uid: number | null, locale: LocaleCode | null): Promise<Schema<'Tournament'>> {
  const me = uid ? await myStanding(db, t.id, uid) : undefined;
  const winners = t.status === 'finished' ? await standings(db, t.id, 0, 3) : [];
  return {
    id: t.id,
    sysname: t.sysname,
    status: t.status,
    started_at: isoRequired(t.started_at),
    finished_at: isoRequired(t.finished_at),
    games_count: t.games_count,
    total_prize: money(t.total_prize_minor, t.currency),
    user_info: uid ? { is_participant: Boolean(me), place: me ? Number(me.place) : null, points: me ? Number(me.points) : 0 } : null,
    winners: winners.map((w) => ({ place: Number(w.place), name: w.name, points: Number(w.points), prize: prizeFor(t, Number(w.place)) ?? { amount: 0, currency: t.currency } })),
    restrictions: { min_bet: t.min_bet_minor ? money(t.min_bet_minor, t.currency) : null, currencies: t.currencies, only_real_money: true },
    total_participants: t.total_participants,
    total_points: Number(t.total_points),
    reset_on_cashout: t.reset_on_cashout,
    provider: t.provider,
    image_url: t.image_url,
    tags: t.tags,
    ...(locale ? { description: { img_288_192: null, ...descriptionIn(t, locale) } } : {}),
    extra: { prizes: t.prizes.map((p) => ({ place_from: p.place_from, place_to: p.place_to, prize: { amount: p.prize, currency: t.currency } })), points_rule: t.points_rule },
  };
}

export async function getTournaments(ctx: OperationCtx<'tournaments.get'>) {
  const { ids, count = 20, offset = 0, status } = ctx.params;
  const rows = await ctx.db.query<TournamentRow & { total: string }>(
    `SELECT *, count(*) OVER ()::text AS total FROM (${tournamentsSql}) x
     WHERE ($2::int[] IS NULL OR id = ANY($2)) AND ($3::text[] IS NULL OR status = ANY($3))
     ORDER BY status = 'finished', CASE WHEN status = 'finished' THEN -extract(epoch FROM finished_at) ELSE extract(epoch FROM started_at) END, id
     OFFSET $4 LIMIT $5`,
    [ctx.now(), ids?.length ? ids : null, status?.length ? status : null, offset, count],
  );
  // the texts come only when asked for, in the caller's locale
  const locale = fieldSet(ctx.params.fields).has('description') ? callerLocale(ctx) : null;
  return { count: Number(rows[0]?.total ?? 0), items: await Promise.all(rows.map((t) => toTournament(ctx.db, t, ctx.session.uid, locale))) };
}

export async function findTournament(ctx: BaseCtx, id: number): Promise<TournamentRow> {
  const row = await ctx.db.maybeOne<TournamentRow>(`${tournamentsSql} WHERE t.id = $2`, [ctx.now(), id]);
  if (!row) throw fieldError('tournament_id', 'not_found', 'Tournament not found');
  return row;
}

export async function participate(ctx: OperationCtx<'tournaments.participate'>): Promise<1> {
  const uid = ctx.requireUser();
  const t = await findTournament(ctx, ctx.params.tournament_id);
  if (t.status === 'finished') throw fieldError('tournament_id', 'finished', 'Failed to participate in tournament: it has finished');
  const user = await ctx.db.one<{ login: string; fakename: string | null; currency: string }>('SELECT login, fakename, currency FROM users WHERE uid = $1', [uid]);
  if (!t.currencies.includes(user.currency)) throw fieldError('tournament_id', 'currency', 'Failed to participate in tournament: your currency is not allowed');
  await ctx.db.query(
    'INSERT INTO tournament_participants (tournament_id, uid, name, points, joined_at) VALUES ($1, $2, $3, 0, $4) ON CONFLICT (tournament_id, uid) DO NOTHING',
    [t.id, uid, maskName(user.fakename ?? user.login.split('@')[0] ?? 'player'), ctx.now()],
  );
  return 1;
}
