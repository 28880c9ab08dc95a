import { post } from '../../core/ledger.ts';
import type { OperationCtx } from '../../core/types.ts';
import { fieldError, isUniqueViolation } from '../_money/errors.ts';
import { currencyOf, fromEur } from '../_money/money.ts';
import { callerLocale, inLocale, type LocaleCode } from '../i18n/locales.ts';
import { ensureAccount, pointsOf } from './info.ts';
import { PRODUCTS } from './texts.ts';

interface ProductRow {
  id: number;
  sysname: string;
  name: string;
  description: string;
  image: string;
  price: string;
  type: 'bonus' | 'freespins' | 'merch';
  reward_eur: string | null;
  is_available: boolean;
}

export async function getProducts(ctx: OperationCtx<'loyalty.getproducts'>) {
  const { offset = 0, count = 50 } = ctx.params;
  const currency = await currencyOf(ctx.db, ctx.session.uid);
  const rows = await ctx.db.query<ProductRow & { total: string }>('SELECT *, count(*) OVER ()::text AS total FROM loyalty_products ORDER BY price, id OFFSET $1 LIMIT $2', [offset, count]);
  const locale = callerLocale(ctx);
  return {
    count: Number(rows[0]?.total ?? 0),
    items: rows.map((p) => ({
      id: p.id,
      sysname: p.sysname,
      ...inLocale({ name: p.name, description: p.description }, PRODUCTS[p.sysname], locale),
      image: p.image,
      price: Number(p.price),
      type: p.type,
      reward: p.reward_eur != null ? { amount: fromEur(Number(p.reward_eur), currency), currency } : null,
      is_available: p.is_available,
    })),
  };
}

/** The notice of a purchase. */
const BOUGHT: Record<LocaleCode, (name: string) => string> = {
  en: (name) => `You bought ${name}`,
  ru: (name) => `Вы купили: ${name}`,
  pt: (name) => `Você comprou: ${name}`,
  ar: (name) => `لقد اشتريت: ${name}`,
};

/**
 * Spends points on a product in one transaction. A bonus product credits the bonus wallet at once (an active bonus)
 * unless a casino bonus is already active, in which case it waits as an available bonus. A repeated
 * `idempotency_key` answers 1 and spends nothing: the points row of the first purchase carries the key.
 */
export async function buyProduct(ctx: OperationCtx<'loyalty.buyproduct'>): Promise<1> {
  const uid = ctx.requireUser();
  const now = ctx.now();
  const key = ctx.params.idempotency_key ?? null;
  const currency = await currencyOf(ctx.db, uid);
  const locale = callerLocale(ctx);
  await ensureAccount(ctx.db, uid);
  const bought = (db: typeof ctx.db) => (key ? db.maybeOne('SELECT 1 FROM loyalty_points WHERE uid = $1 AND idempotency_key = $2', [uid, key]) : Promise.resolve(undefined));
  await ctx.db.transaction(async (tx) => {
    if (await bought(tx)) return;
    const product = await tx.maybeOne<ProductRow>('SELECT * FROM loyalty_products WHERE id = $1', [ctx.params.id]);
    if (!product || !product.is_available) throw fieldError('id', 'not_available', 'Product not available');
    const points = await pointsOf(tx, uid);
    if (points < Number(product.price)) throw fieldError('id', 'insufficient_points', 'Not enough points', { points, price: Number(product.price) });
    // the bonus and the notice keep the words of the language the player bought in
    const words = inLocale({ name: product.name, description: product.description }, PRODUCTS[product.sysname], locale);
    await tx.query(`INSERT INTO loyalty_points (uid, points, reason, ref, created_at, idempotency_key) VALUES ($1, $2, 'product', $3, $4, $5)`, [uid, -Number(product.price), `product:${product.id}`, now, key]);
    if (product.type === 'bonus' && product.reward_eur) {
      const amountMinor = Math.round(fromEur(Number(product.reward_eur), currency) * 100);
      const active = await tx.maybeOne(`SELECT 1 FROM bonuses WHERE uid = $1 AND type = 'casino' AND status = 'active'`, [uid]);
      const bonus = await tx.one<{ id: number }>(
        `INSERT INTO bonuses (uid, type, status, amount_minor, currency, wager_multiplier, description, source, created_at, activated_at, expired_at)
         VALUES ($1, 'casino', $2, $3, $4, 10, $5, $6, $7, $8, $7::timestamptz + interval '30 days') RETURNING id`,
        [uid, active ? 'available' : 'active', amountMinor, currency, JSON.stringify({ title: words.name, text: words.description }), `loyalty:${product.id}`, now, active ? null : now],
      );
      if (!active) await post(tx, { uid, wallet: 'bonus', amountMinor, currency, reason: 'bonus_activate', ref: `bonus:${bonus.id}` });
    }
    await tx.query(
      `INSERT INTO loyalty_notifications (uid, trigger, type, title, message, amount, amount_type, image, created_at)
       VALUES ($1, 'product', 'other', $2, $3, $4, 'points', $5, $6)`,
      [uid, words.name, BOUGHT[locale](words.name), Number(product.price), product.image, now],
    );
  }).catch(async (error) => {
    // on PostgreSQL two concurrent twins can both miss the key: the loser finds the winner's purchase
    if (!(isUniqueViolation(error) && (await bought(ctx.db)))) throw error;
  });
  return 1;
}
