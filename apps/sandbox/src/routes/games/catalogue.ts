import type { Schema } from '@casino/sdk';
import type { OperationCtx } from '../../core/types.ts';
import { fieldError } from '../_money/errors.ts';
import { fieldSet, isoRequired } from '../_money/money.ts';
import { callerLocale, inLocale } from '../i18n/locales.ts';
import { CATEGORY_NAMES } from './category-names.ts';

interface GameRow {
  id: number;
  sysname: string;
  name: string;
  image_url: string;
  provider: string;
  provider_name: string;
  types: Schema<'GameType'>[];
  categories: string[];
  tags: string[];
  has_demo: boolean;
  rtp: string | null;
  created_at: Date;
  description: { name?: string | null; img_288_192?: string | null; text?: string | null } | null;
  is_liked: boolean;
  total: string;
}

interface GamesOptions {
  category?: string;
  liked?: boolean;
  has_demo?: boolean;
  tournament_id?: number;
  jackpot_id?: number;
  exclude?: string[];
}

const SORTS: Record<string, { column: string; order: 'ASC' | 'DESC' }> = {
  popularity: { column: 'g.popularity', order: 'DESC' },
  name: { column: 'lower(g.name)', order: 'ASC' },
  created_at: { column: 'g.created_at', order: 'DESC' },
  rtp: { column: 'g.rtp', order: 'DESC' },
};

function parseOptions(raw: unknown): GamesOptions {
  if (raw == null || raw === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(String(raw));
  } catch {
    throw fieldError('options', 'json', 'options must be a JSON object');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fieldError('options', 'json', 'options must be a JSON object');
  const o = value as Record<string, unknown>;
  const known = ['category', 'liked', 'has_demo', 'tournament_id', 'jackpot_id', 'exclude'];
  const unknown = Object.keys(o).filter((k) => !known.includes(k));
  if (unknown.length) throw fieldError('options', 'unknown_key', `Unknown options: ${unknown.join(', ')}`);
  return o as GamesOptions;
}

const list = (value: unknown): string[] | null => {
  const items = (Array.isArray(value) ? value : value == null ? [] : [value]).map(String).filter(Boolean);
  return items.length ? items : null;
};

/** games.get: every filter, the sort and the page run in SQL (indexes on types, tags, categories, popularity). */
export async function getGames(ctx: OperationCtx<'games.get'>): Promise<Schema<'GamePage'>> {
  const p = ctx.params;
  const options = parseOptions(p.options);
  const uid = ctx.session.uid;
  if (options.liked && !uid) ctx.requireUser();
  const sort = SORTS[p.sort ?? 'popularity'] ?? SORTS.popularity!;
  const order = p.order ? (p.order === 'asc' ? 'ASC' : 'DESC') : sort.order;
  const query = p.query?.trim() ? `%${p.query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  // One round trip: the total over every match, joined to the page (an empty page still carries the total).
  const rows = await ctx.db.query<GameRow & { id: number | null }>(
    `WITH matched AS (
       SELECT g.*, pr.sysname AS provider, pr.name AS provider_name, (l.uid IS NOT NULL) AS is_liked
       FROM games g
       JOIN game_providers pr ON pr.id = g.provider_id
       LEFT JOIN game_likes l ON l.game_id = g.id AND l.uid = $1
       WHERE ($2::text[] IS NULL OR g.types && $2)
         AND ($3::text[] IS NULL OR g.tags && $3)
         AND ($4::text[] IS NULL OR pr.sysname = ANY($4))
         AND ($5::text IS NULL OR g.name ILIKE $5)
         AND ($6::text[] IS NULL OR g.sysname = ANY($6))
         AND ($7::text IS NULL OR $7 = ANY(g.categories))
         AND ($8::boolean IS NULL OR g.has_demo = $8)
         AND ($9::integer IS NULL OR g.id IN (SELECT game_id FROM tournament_games WHERE tournament_id = $9))
         AND ($10::integer IS NULL OR g.sysname IN (SELECT unnest(games) FROM jackpots WHERE id = $10))
         AND (NOT $11::boolean OR l.uid IS NOT NULL)
         AND ($12::text[] IS NULL OR NOT (g.sysname = ANY($12)))
     )
     SELECT t.total, page.* FROM (SELECT count(*)::text AS total FROM matched) t
     LEFT JOIN LATERAL (
       SELECT g.*, row_number() OVER (ORDER BY ${sort.column} ${order} NULLS LAST, g.id) AS rn
       FROM matched g ORDER BY ${sort.column} ${order} NULLS LAST, g.id OFFSET $13 LIMIT $14
     ) page ON true
     ORDER BY page.rn`,
    [
      uid ?? 0,
      list(ctx.params.types),
      list(ctx.params.tags),
      list(ctx.params.providers),
      query,
      list(ctx.params.sysname),
      options.category ?? null,
      options.has_demo ?? null,
      options.tournament_id ?? null,
      options.jackpot_id ?? null,
      Boolean(options.liked),
      options.exclude?.length ? options.exclude : null,
      p.offset ?? 0,
      p.count ?? 18,
    ],
  );
  const count = Number(rows[0]?.total ?? 0);
  const games = rows.filter((g) => g.id != null);
  const fields = fieldSet(ctx.params.fields);
  return {
    count,
    items: games.map((g) => ({
      id: g.id,
      sysname: g.sysname,
      name: g.name,
      image_url: g.image_url,
      provider: g.provider,
      provider_name: g.provider_name,
      types: g.types,
      categories: g.categories,
      tags: g.tags,
      has_demo: g.has_demo,
      rtp: g.rtp == null ? null : Number(g.rtp),
      created_at: isoRequired(g.created_at),
      ...(fields.has('description') ? { description: { name: g.description?.name ?? null, img_288_192: g.description?.img_288_192 ?? null, text: g.description?.text ?? null } } : {}),
      ...(fields.has('is_liked') && uid ? { is_liked: g.is_liked } : {}),
    })),
  };
}

/** games.getCategories: the categories (with games of the given types), named in the caller's locale. */
export async function getCategories(ctx: OperationCtx<'games.getCategories'>) {
  const types = list(ctx.params.types);
  const locale = callerLocale(ctx);
  const rows = await ctx.db.query<Schema<'GameCategory'>>(
    `SELECT c.id, c.sysname, c.name, c.icon, c.sort, n.games_count FROM game_categories c
     CROSS JOIN LATERAL (SELECT count(*)::int AS games_count FROM games g WHERE c.sysname = ANY(g.categories) AND ($1::text[] IS NULL OR g.types && $1)) n
     WHERE $1::text[] IS NULL OR n.games_count > 0
     ORDER BY c.sort, c.id`,
    [types],
  );
  return rows.map((c) => ({ ...c, name: inLocale(c.name, CATEGORY_NAMES[c.sysname], locale) }));
}

export async function getProviders(ctx: OperationCtx<'games.getProviders'>) {
  const types = list(ctx.params.types);
  const rows = await ctx.db.query<{ id: number; sysname: string; name: string; logo: string; games_count: number; types: Schema<'GameType'>[]; aspect_ratio: string; has_demo: boolean; fullscreen: boolean }>(
    `SELECT p.*, s.games_count, s.types FROM game_providers p
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS games_count, COALESCE((SELECT array_agg(DISTINCT t ORDER BY t) FROM games g2, unnest(g2.types) t WHERE g2.provider_id = p.id), '{}') AS types
       FROM games g WHERE g.provider_id = p.id AND ($1::text[] IS NULL OR g.types && $1)) s
     WHERE $1::text[] IS NULL OR s.games_count > 0
     ORDER BY p.name`,
    [types],
  );
  const withParams = fieldSet(ctx.params.fields).has('game_params');
  return rows.map((p) => ({
    id: p.id,
    sysname: p.sysname,
    name: p.name,
    logo: p.logo,
    games_count: p.games_count,
    types: p.types,
    ...(withParams ? { game_params: { has_demo: p.has_demo, aspect_ratio: p.aspect_ratio, fullscreen: p.fullscreen } } : {}),
  }));
}
