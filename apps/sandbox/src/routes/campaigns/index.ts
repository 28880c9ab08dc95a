import type { BaseCtx, HandlerMap } from '../../core/types.ts';
import { invalidParameters } from '../../core/errors.ts';
import { fieldError } from '../_money/errors.ts';
import { currencyOf, fieldSet } from '../_money/money.ts';
import { grantPromotions, offerById } from './grant.ts';
import { liveOffers, satisfies, toOffer, type OfferRow } from './offers.ts';

interface PromoRow {
  code: string;
  campaign_offer_id: number;
  expires_at: Date | null;
  max_activations: number | null;
  activations: number;
  is_active: boolean;
}

const PROMO_MESSAGES = { not_found: 'Promo code not found', expired: 'Promo code has expired', already_used: 'Promo code has already been used' } as const;
const promoError = (code: keyof typeof PROMO_MESSAGES) =>
  invalidParameters({ promo_code: [{ code, message: PROMO_MESSAGES[code] }] }, PROMO_MESSAGES[code], { promo_code: [code] });

/** Why a code cannot be used by the player now, or null when it can. */
async function promoProblem(ctx: Pick<BaseCtx, 'db' | 'now'>, code: string, uid: number | null): Promise<{ problem: keyof typeof PROMO_MESSAGES | null; row?: PromoRow }> {
  const row = await ctx.db.maybeOne<PromoRow>('SELECT * FROM promo_codes WHERE code = upper($1) AND is_active', [code.trim()]);
  if (!row) return { problem: 'not_found' };
  if (row.expires_at && new Date(row.expires_at) <= ctx.now()) return { problem: 'expired', row };
  if (row.max_activations != null && row.activations >= row.max_activations) return { problem: 'already_used', row };
  if (uid && (await ctx.db.maybeOne('SELECT 1 FROM promo_code_activations WHERE code = $1 AND uid = $2', [row.code, uid]))) return { problem: 'already_used', row };
  return { problem: null, row };
}

export const handlers: HandlerMap = {
  async 'campaigns.checkPromocode'(ctx) {
    const { problem, row } = await promoProblem(ctx, ctx.params.promo_code, ctx.session.uid);
    if (problem || !row) return false;
    const offer = await ctx.db.one<OfferRow>('SELECT * FROM campaign_offers WHERE id = $1', [row.campaign_offer_id]);
    return { promo_code: row.code, campaign_offer_id: row.campaign_offer_id, description: { image: null, terms: null, ...offer.description } };
  },

  async 'campaigns.activateOffer'(ctx) {
    const uid = ctx.requireUser();
    const now = ctx.now();
    const currency = await currencyOf(ctx.db, uid);
    const offer = await ctx.db.transaction(async (tx) => {
      const { problem, row } = await promoProblem({ db: tx, now: ctx.now }, ctx.params.promo_code, uid);
      // activated by this player already (a retry after the client gave up): the same answer, nothing granted again
      if (row && (await tx.maybeOne('SELECT 1 FROM promo_code_activations WHERE code = $1 AND uid = $2', [row.code, uid]))) {
        return { code: row.code, offer: await tx.one<OfferRow>('SELECT * FROM campaign_offers WHERE id = $1', [row.campaign_offer_id]) };
      }
      if (problem || !row) throw promoError(problem ?? 'not_found');
      await tx.query('INSERT INTO promo_code_activations (code, uid, activated_at) VALUES ($1, $2, $3)', [row.code, uid, now]);
      await tx.query('UPDATE promo_codes SET activations = activations + 1 WHERE code = $1', [row.code]);
      const found = await tx.one<OfferRow>('SELECT * FROM campaign_offers WHERE id = $1', [row.campaign_offer_id]);
      await grantPromotions(tx, uid, found, 0, currency, now, `promo:${row.code}`);
      return { code: row.code, offer: found };
    });
    return { promo_code: offer.code, campaign: await toOffer(ctx.db, uid, offer.offer, fieldSet(ctx.params.fields)) };
  },

  async 'campaigns.getoffers'(ctx) {
    const { offset = 0, count = 20, action } = ctx.params;
    const rows = await ctx.db.query<OfferRow>(`${liveOffers} AND ($2::text IS NULL OR action = $2) ORDER BY sort, id`, [ctx.now(), action ?? null]);
    const fields = fieldSet(ctx.params.fields);
    const page = rows.slice(offset, offset + count); // a handful of offers: paging in memory is fine here
    return { count: rows.length, items: await Promise.all(page.map((row) => toOffer(ctx.db, ctx.session.uid, row, fields))) };
  },

  async 'campaigns.takepromotions'(ctx) {
    const uid = ctx.requireUser();
    const now = ctx.now();
    const currency = await currencyOf(ctx.db, uid);
    await ctx.db.transaction(async (tx) => {
      const offer = await offerById(tx, ctx.params.offer_id, now);
      // taken already (a retry after the client gave up): answered as the first was, granting nothing more
      if (offer && (await tx.maybeOne('SELECT 1 FROM offer_takes WHERE offer_id = $1 AND uid = $2', [offer.id, uid]))) return;
      if (!offer || offer.action !== 'manual' || !(await satisfies(tx, uid, offer))) throw fieldError('offer_id', 'not_available', 'This offer is not available');
      await grantPromotions(tx, uid, offer, 0, currency, now, `offer:${offer.id}`);
    });
    return 1;
  },
};
