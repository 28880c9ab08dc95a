import type { Db } from '../../db/db.ts';
import { fieldError } from '../_money/errors.ts';
import { fromEur } from '../_money/money.ts';
import { liveOffers, satisfies, type OfferRow, type Promotion } from './offers.ts';

/** Creates the rewards of an offer for the player: bonuses become `available`, free spins `active`. Promotion values are in euros. */
export async function grantPromotions(tx: Db, uid: number, offer: OfferRow, depositMinor: number, currency: string, now: Date, source: string): Promise<void> {
  for (const promotion of offer.promotions) {
    const amountMinor = promotionAmountMinor(promotion, depositMinor, currency);
    if (promotion.type === 'bonus' || promotion.type === 'betting_bonus') {
      if (amountMinor <= 0) continue;
      await tx.query(
        `INSERT INTO bonuses (uid, type, status, amount_minor, currency, description, source, created_at, expired_at)
         VALUES ($1, $2, 'available', $3, $4, $5, $6, $7, $7::timestamptz + interval '30 days')`,
        [uid, promotion.type === 'bonus' ? 'casino' : 'betting', amountMinor, currency, JSON.stringify(promotion.description), source, now],
      );
    } else if (promotion.type === 'freespins' && promotion.game_sysname) {
      await tx.query(
        `INSERT INTO freespin_packs (uid, game_id, total_count, remaining_count, bet_minor, currency, status, expired_at, description, created_at)
         SELECT $1, id, $2, $2, $3, $4, 'active', $5::timestamptz + interval '7 days', $6, $5 FROM games WHERE sysname = $7`,
        [uid, promotion.value, Math.round(fromEur(0.2, currency) * 100), currency, now, JSON.stringify(promotion.description), promotion.game_sysname],
      );
    }
  }
  await tx.query('INSERT INTO offer_takes (offer_id, uid, taken_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [offer.id, uid, now]);
}

function promotionAmountMinor(promotion: Promotion, depositMinor: number, currency: string): number {
  const cap = promotion.max_value != null ? Math.round(fromEur(promotion.max_value, currency) * 100) : Infinity;
  if (promotion.value_type === 'percent') return Math.min(Math.round((depositMinor * promotion.value) / 100), cap);
  return Math.round(fromEur(promotion.value, currency) * 100);
}

const offerById = (db: Db, id: number, now: Date) => db.maybeOne<OfferRow>(`${liveOffers} AND id = $2`, [now, id]);

/** Before a deposit that takes an offer: the offer must be a live deposit offer the player meets, for this method. */
export async function checkOfferForDeposit(tx: Db, uid: number, offerId: number, method: string, now: Date): Promise<void> {
  const offer = await offerById(tx, offerId, now);
  const ok = offer && offer.action === 'deposit' && !(offer.params.exclude_methods ?? []).includes(method) && (await satisfies(tx, uid, offer));
  if (!ok) throw fieldError('campaign_offer_id', 'not_available', 'This offer is not available for this deposit');
}

/** After a deposit succeeded: grant the offer taken with it (once; a minimum deposit applies). */
export async function grantOfferForDeposit(tx: Db, uid: number, offerId: number, depositMinor: number, currency: string, now: Date): Promise<void> {
  const offer = await tx.maybeOne<OfferRow>('SELECT * FROM campaign_offers WHERE id = $1', [offerId]);
  if (!offer || offer.action !== 'deposit') return;
  if (await tx.maybeOne('SELECT 1 FROM offer_takes WHERE offer_id = $1 AND uid = $2', [offerId, uid])) return;
  const min = offer.params.min_deposit;
  if (min != null && depositMinor < Math.round(fromEur(min, currency) * 100)) return;
  await grantPromotions(tx, uid, offer, depositMinor, currency, now, `offer:${offerId}`);
}

export { offerById };
