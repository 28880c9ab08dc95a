import type { Schema } from '@casino/sdk';
import type { HandlerMap } from '../../core/types.ts';
import { fieldSet, iso, money } from '../_money/money.ts';
import { bonusDescription, expireBonuses, moveBonus, toBonus, type BonusRow } from './bonus-wallet.ts';
import { getCashbacks, payoutCashback, removeCashback } from './cashbacks.ts';

/** bonuses.*, BettingBonuses.*, cashbacks.* and freespins.get. */
export const handlers: HandlerMap = {
  async 'bonuses.get'(ctx) {
    const uid = ctx.requireUser();
    await expireBonuses(ctx, uid);
    const { count = 20, offset = 0, status, type } = ctx.params;
    const rows = await ctx.db.query<BonusRow & { total: string }>(
      `SELECT *, count(*) OVER ()::text AS total FROM bonuses
       WHERE uid = $1 AND ($2::text[] IS NULL OR status = ANY($2)) AND ($3::text IS NULL OR type = $3)
       ORDER BY created_at DESC, id DESC OFFSET $4 LIMIT $5`,
      [uid, status?.length ? status : null, type ?? null, offset, count],
    );
    const withDescription = fieldSet(ctx.params.fields).has('description');
    return { count: Number(rows[0]?.total ?? 0), items: rows.map((r) => toBonus(r, withDescription)) };
  },
  'bonuses.activate': (ctx) => moveBonus(ctx, 'activate', { burnActive: ctx.params.burn_active === '1' }),
  'bonuses.deactivate': (ctx) => moveBonus(ctx, 'deactivate'),
  'bonuses.remove': (ctx) => moveBonus(ctx, 'remove'),

  async 'BettingBonuses.get'(ctx) {
    const uid = ctx.requireUser();
    await expireBonuses(ctx, uid);
    const { status } = ctx.params;
    const rows = await ctx.db.query<BonusRow>(
      `SELECT * FROM bonuses WHERE uid = $1 AND type = 'betting' AND ($2::text[] IS NULL OR status = ANY($2)) ORDER BY created_at DESC, id DESC`,
      [uid, status?.length ? status : null],
    );
    return rows.map((r) => ({ ...toBonus(r, false), type: 'betting' as const, min_odds: Number(r.min_odds), description: bonusDescription(r) }));
  },
  'BettingBonuses.activate': (ctx) => moveBonus(ctx, 'activate', { onlyType: 'betting', burnActive: ctx.params.burn_active === '1' }),
  'BettingBonuses.remove': (ctx) => moveBonus(ctx, 'remove', { onlyType: 'betting' }),

  'cashbacks.get': getCashbacks,
  'cashbacks.payout': payoutCashback,
  'cashbacks.remove': removeCashback,

  async 'freespins.get'(ctx) {
    const uid = ctx.requireUser();
    const now = ctx.now();
    await ctx.db.query(`UPDATE freespin_packs SET status = 'expired' WHERE uid = $1 AND status = 'active' AND expired_at <= $2`, [uid, now]);
    const { count = 99, offset = 0, status } = ctx.params;
    const rows = await ctx.db.query<{
      id: number; sysname: string; name: string; image_url: string; remaining_count: number; total_count: number;
      bet_minor: string; currency: string; status: Schema<'FreeSpinPack'>['status']; expired_at: Date | null; description: { title: string; text: string }; total: string;
    }>(
      `SELECT f.*, g.sysname, g.name, g.image_url, count(*) OVER ()::text AS total
       FROM freespin_packs f JOIN games g ON g.id = f.game_id
       WHERE f.uid = $1 AND ($2::text[] IS NULL OR f.status = ANY($2)) ORDER BY f.created_at DESC, f.id DESC OFFSET $3 LIMIT $4`,
      [uid, status?.length ? status : null, offset, count],
    );
    const withDescription = fieldSet(ctx.params.fields).has('description');
    return {
      count: Number(rows[0]?.total ?? 0),
      items: rows.map((r) => ({
        id: r.id,
        game: { sysname: r.sysname, name: r.name, image_url: r.image_url },
        remaining_count: r.remaining_count,
        total_count: r.total_count,
        bet: money(r.bet_minor, r.currency),
        status: r.status,
        expired_at: iso(r.expired_at),
        ...(withDescription ? { description: { image: null, terms: null, ...r.description } } : {}),
      })),
    };
  },
};
