import type { OperationCtx } from '../../core/types.ts';
import type { Db } from '../../db/db.ts';
import { fieldError } from '../_money/errors.ts';
import { callerLocale, inLocale, type LocaleCode } from '../i18n/locales.ts';
import { CHARACTERS, LEVEL_NAMES, PERKS } from './texts.ts';

const POINTS_ALIAS = 'coins';

/** The player's loyalty account, opened on first use with the character chosen at registration (profiles.character_id). */
export async function ensureAccount(db: Db, uid: number): Promise<{ id: number; character_id: number | null; is_active: boolean }> {
  await db.query(
    `INSERT INTO loyalty_accounts (uid, character_id)
     SELECT $1, (SELECT c.id FROM profiles p JOIN loyalty_characters c ON c.id = p.character_id WHERE p.uid = $1)
     ON CONFLICT (uid) DO NOTHING`,
    [uid],
  );
  return db.one('SELECT id, character_id, is_active FROM loyalty_accounts WHERE uid = $1', [uid]);
}

export const pointsOf = async (db: Db, uid: number): Promise<number> =>
  Number((await db.one<{ total: string }>('SELECT COALESCE(sum(points), 0)::text AS total FROM loyalty_points WHERE uid = $1', [uid])).total);

/** The points that set the level: everything but what the shop took, so a purchase never lowers a player's level. */
const statusPointsOf = async (db: Db, uid: number): Promise<number> =>
  Number((await db.one<{ total: string }>(`SELECT COALESCE(sum(points), 0)::text AS total FROM loyalty_points WHERE uid = $1 AND reason <> 'product'`, [uid])).total);

interface CharacterRow {
  id: number;
  sysname: string;
  name: string;
  image: string;
  description: string;
}
const toCharacter = (c: CharacterRow, selectedId: number | null, locale: LocaleCode) => ({
  id: c.id,
  sysname: c.sysname,
  ...inLocale({ name: c.name, description: c.description }, CHARACTERS[c.sysname], locale),
  image: c.image,
  is_selected: c.id === selectedId,
});

export async function getInfo(ctx: OperationCtx<'loyalty.getinfo'>) {
  const uid = ctx.requireUser();
  const account = await ensureAccount(ctx.db, uid);
  const [points, status, levels, character] = await Promise.all([
    pointsOf(ctx.db, uid),
    statusPointsOf(ctx.db, uid),
    ctx.db.query<{ id: number; sysname: string; name: string; image: string; points_from: string; perks: string[] }>('SELECT * FROM loyalty_levels ORDER BY points_from'),
    account.character_id ? ctx.db.one<CharacterRow>('SELECT * FROM loyalty_characters WHERE id = $1', [account.character_id]) : null,
  ]);
  const current = [...levels].reverse().find((l) => Number(l.points_from) <= status);
  const locale = callerLocale(ctx);
  return {
    id: account.id,
    uid,
    is_active: account.is_active,
    points,
    status_points: status,
    pointsAlias: POINTS_ALIAS,
    character: character ? toCharacter(character, account.character_id, locale) : null,
    levels: levels.map((l) => ({
      id: l.id,
      sysname: l.sysname,
      name: inLocale(l.name, LEVEL_NAMES[l.sysname], locale),
      image: l.image,
      points_from: Number(l.points_from),
      is_current: l.id === current?.id,
      is_reached: Number(l.points_from) <= status,
      perks: l.perks.map((perk) => inLocale(perk, PERKS[perk], locale)),
    })),
  };
}

export async function getCharacters(ctx: OperationCtx<'loyalty.getcharacters'>) {
  const { offset = 0, limit = 20 } = ctx.params;
  const selected = ctx.session.uid ? (await ensureAccount(ctx.db, ctx.session.uid)).character_id : null;
  const rows = await ctx.db.query<CharacterRow & { total: string }>('SELECT *, count(*) OVER ()::text AS total FROM loyalty_characters ORDER BY sort, id OFFSET $1 LIMIT $2', [offset, limit]);
  return { items: rows.map((c) => toCharacter(c, selected, callerLocale(ctx))), offset, limit, total: Number(rows[0]?.total ?? (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM loyalty_characters')).n) };
}

export async function setCharacter(ctx: OperationCtx<'loyalty.setcharacter'>): Promise<1> {
  const uid = ctx.requireUser();
  const id = ctx.params.id;
  if (!(await ctx.db.maybeOne('SELECT 1 FROM loyalty_characters WHERE id = $1', [id]))) throw fieldError('id', 'not_found', 'Character not found');
  await ensureAccount(ctx.db, uid);
  await ctx.db.query('UPDATE loyalty_accounts SET character_id = $2 WHERE uid = $1', [uid, id]);
  return 1;
}
