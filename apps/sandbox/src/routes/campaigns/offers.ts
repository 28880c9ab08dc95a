import type { Db } from '../../db/db.ts';
import { iso } from '../_money/money.ts';

export interface Promotion {
  id: number;
  type: 'bonus' | 'betting_bonus' | 'freespins' | 'cashback';
  value: number;
  value_type: 'fixed' | 'percent' | 'count';
  max_value: number | null;
  game_sysname: string | null;
  description: { title: string; text: string; image?: string | null; terms?: string | null };
}
export interface OfferRow {
  id: number;
  sysname: string;
  action: 'deposit' | 'registration' | 'promo_code' | 'manual';
  params: { exclude_methods?: string[]; min_deposit?: number | null; deposit_number?: number | null };
  description: Promotion['description'];
  promotions: Promotion[];
  finished_at: Date | null;
}

/** Live offers: active and not finished at `now`. */
export const liveOffers = `SELECT * FROM campaign_offers WHERE is_active AND (finished_at IS NULL OR finished_at > $1)`;

/** Whether the player (or a new player, for guests) meets the offer's conditions now. */
export async function satisfies(db: Db, uid: number | null, offer: OfferRow): Promise<boolean> {
  if (!uid) return offer.action !== 'manual' && (offer.params.deposit_number ?? 1) <= 1;
  if (offer.action === 'registration') return false;
  const taken = await db.maybeOne('SELECT 1 FROM offer_takes WHERE offer_id = $1 AND uid = $2', [offer.id, uid]);
  if (taken) return false;
  if (offer.action === 'deposit' && offer.params.deposit_number) {
    const done = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM payments WHERE uid = $1 AND kind = 'deposit' AND status = 'success'`, [uid]);
    return done.n + 1 === offer.params.deposit_number;
  }
  return true;
}

/** Contract shape; `fields` selects trigger, description and promotions (all when null). */
export async function toOffer(db: Db, uid: number | null, row: OfferRow, fields: Set<string> | null) {
  const want = (f: string) => !fields || fields.size === 0 || fields.has(f);
  return {
    id: row.id,
    sysname: row.sysname,
    finished_at: iso(row.finished_at),
    ...(want('trigger')
      ? {
          trigger: {
            action: row.action,
            user_satisfies_params: await satisfies(db, uid, row),
            params: { exclude_methods: row.params.exclude_methods ?? [], min_deposit: row.params.min_deposit ?? null, deposit_number: row.params.deposit_number ?? null },
          },
        }
      : {}),
    ...(want('description') ? { description: { image: null, terms: null, ...row.description } } : {}),
    ...(want('promotions') ? { promotions: row.promotions.map((p) => ({ ...p, description: { image: null, terms: null, ...p.description } })) } : {}),
  };
}
