import type { Schema } from '@casino/sdk';
import { ApiError } from '../../core/errors.ts';
import { toMinor } from '../../core/ledger.ts';
import type { BaseCtx, OperationCtx } from '../../core/types.ts';
import type { Db } from '../../db/db.ts';
import { checkOfferForDeposit } from '../campaigns/grant.ts';
import { checkDepositLimits } from '../responsible-gaming/limits.ts';
import { isUniqueViolation } from '../_money/errors.ts';
import { currencyOf, money } from '../_money/money.ts';
import { checkAmount, findMethod } from './methods.ts';
import { checkRequisites } from './requisites.ts';
import { creditDeposit } from './settle.ts';

interface PaymentRow {
  id: number;
  uid: number;
  amount_minor: string;
  currency: string;
  status: string;
  flow: string;
  campaign_offer_id: number | null;
}

const requestHost = (ctx: BaseCtx): string => String(ctx.headers['x-forwarded-host'] ?? ctx.headers.host ?? '127.0.0.1:8787');

/** The first answer of a deposit, rebuilt from its row (an idempotent retry gets the same answer). */
function outcome(ctx: BaseCtx, row: PaymentRow): Schema<'DepositResult'> {
  if (row.flow === 'decline') throw new ApiError('BillingTransactionDeclinedException', 'The payment system declined the transaction', { error_data: { id: row.id } });
  const status = row.flow === 'instant' ? 'success' : row.flow === 'redirect' ? 'redirect' : 'pending';
  return {
    id: row.id,
    transaction: String(row.id),
    status,
    amount: money(row.amount_minor, row.currency),
    redirect_url: row.flow === 'redirect' ? `http://${requestHost(ctx)}/pay/${row.id}` : null,
  };
}

export async function makeDeposit(ctx: OperationCtx<'cashier.makedeposit'>) {
  const uid = ctx.requireUser();
  const p = ctx.params;
  const now = ctx.now();
  const find = (db: Db) =>
    db.maybeOne<PaymentRow>(
      `SELECT p.*, m.flow FROM payments p JOIN payment_methods m ON m.id = p.method_id WHERE p.uid = $1 AND p.kind = 'deposit' AND p.idempotency_key = $2`,
      [uid, p.idempotency_key],
    );
  const create = () => ctx.db.transaction(async (tx) => {
    if (p.idempotency_key) {
      const first = await find(tx);
      if (first) return first;
    }
    const currency = await currencyOf(tx, uid);
    const method = await findMethod(tx, 'deposit', p.methodId, p.method, currency);
    const amountMinor = toMinor(p.amount);
    checkAmount(method, amountMinor, currency);
    const requisites = await checkRequisites(tx, uid, method.fields, p.requisites);
    await checkDepositLimits(tx, uid, amountMinor, now); // every responsible-gaming limit, lowest remaining wins
    const offerId = p.campaign_offer_id && p.campaign_offer_id > 0 ? p.campaign_offer_id : null;
    if (offerId) await checkOfferForDeposit(tx, uid, offerId, method.sysname, now);
    const status = method.flow === 'instant' ? 'success' : method.flow === 'decline' ? 'failed' : 'pending';
    const inserted = await tx.one<PaymentRow>(
      `INSERT INTO payments (uid, kind, method_id, amount_minor, currency, status, requisites, campaign_offer_id, idempotency_key, return_url, domain, created_at, updated_at)
       VALUES ($1, 'deposit', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING *`,
      [uid, method.id, amountMinor, currency, status, JSON.stringify(requisites), offerId, p.idempotency_key ?? null, p.return_url ?? null, requestHost(ctx).split(':')[0], now],
    );
    if (status === 'success') {
      await creditDeposit(tx, inserted, now);
      await saveCards(tx, uid, method.fields, requisites);
    }
    return { ...inserted, flow: method.flow };
  });
  const row = await create().catch(async (error) => {
    // On PostgreSQL two concurrent retries can both miss the key; the loser answers what the winner stored.
    const first = p.idempotency_key && isUniqueViolation(error) ? await find(ctx.db) : undefined;
    if (!first) throw error;
    return first;
  });
  return outcome(ctx, row);
}

async function saveCards(tx: Db, uid: number, fields: Array<{ name: string; type: string }>, requisites: Record<string, string>) {
  for (const field of fields) {
    const value = requisites[field.name];
    if (field.type === 'card' && value) {
      await tx.query('INSERT INTO saved_requisites (uid, field, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [uid, field.name, value]);
    }
  }
}

/** The /pay/{id} page's outcome for a redirect deposit. Returns false when the payment is no longer pending. */
export async function finishRedirectDeposit(db: Db, id: number, outcome: 'success' | 'failed' | 'cancelled', now: Date): Promise<PaymentRow & { return_url: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const row = await tx.maybeOne<PaymentRow & { return_url: string | null }>(
      `UPDATE payments p SET status = $2, updated_at = $3 FROM payment_methods m
       WHERE p.id = $1 AND m.id = p.method_id AND m.flow = 'redirect' AND p.status = 'pending' RETURNING p.*, m.flow`,
      [id, outcome, now],
    );
    if (row && outcome === 'success') await creditDeposit(tx, row, now);
    return row;
  });
}
