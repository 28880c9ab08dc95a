import type { SandboxConfig } from '../../config.ts';
import { post } from '../../core/ledger.ts';
import type { Db } from '../../db/db.ts';
import { grantOfferForDeposit } from '../campaigns/grant.ts';

/**
 * Settles deposits of the `pending` flow whose time has come (created_at + config.paymentSettleMs): status success and
 * the ledger credit in one transaction. Called lazily by every read that shows payments or balances
 * (getdepositinfo, gethistory, and account.getBalance / getInfo on the account side). Returns how many settled.
 */
export async function settlePending(db: Db, now: Date, config: Pick<SandboxConfig, 'paymentSettleMs'>, uid?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const settled = await tx.query<{ id: number; uid: number; amount_minor: string; currency: string; campaign_offer_id: number | null }>(
      `UPDATE payments p SET status = 'success', updated_at = $1
       FROM payment_methods m
       WHERE m.id = p.method_id AND m.flow = 'pending' AND p.kind = 'deposit' AND p.status = 'pending'
         AND p.created_at + ($2::double precision * interval '1 millisecond') <= $1
         AND ($3::integer IS NULL OR p.uid = $3)
       RETURNING p.id, p.uid, p.amount_minor, p.currency, p.campaign_offer_id`,
      [now, config.paymentSettleMs, uid ?? null],
    );
    for (const payment of settled) await creditDeposit(tx, payment, now);
    return settled.length;
  });
}

/** The ledger side of a successful deposit (and the campaign offer taken with it). Call inside the payment's transaction. */
export async function creditDeposit(
  tx: Db,
  payment: { id: number; uid: number; amount_minor: string | number; currency: string; campaign_offer_id: number | null },
  now: Date,
): Promise<void> {
  await post(tx, { uid: payment.uid, wallet: 'main', amountMinor: Number(payment.amount_minor), currency: payment.currency, reason: 'deposit', ref: `payment:${payment.id}` });
  if (payment.campaign_offer_id && payment.campaign_offer_id > 0) {
    await grantOfferForDeposit(tx, payment.uid, payment.campaign_offer_id, Number(payment.amount_minor), payment.currency, now);
  }
}
