import { ApiError, type ErrorType } from '../../core/errors.ts';
import { balances, post, toMinor } from '../../core/ledger.ts';
import type { OperationCtx } from '../../core/types.ts';
import type { Db } from '../../db/db.ts';
import { fieldError, isUniqueViolation } from '../_money/errors.ts';
import { currencyOf, money } from '../_money/money.ts';
import { checkAmount, findMethod } from './methods.ts';
import { checkRequisites, requisiteDigits } from './requisites.ts';

/**
 * Sandbox test values: requisites whose digits end like these are flagged by the "payment system"
 * (cards 4000000000000002, 4000000000000010 and 4000000000000028 pass the Luhn check).
 */
const FLAGGED_REQUISITES: ReadonlyArray<[suffix: string, type: ErrorType, message: string]> = [
  ['0002', 'RequisitesFraudulentException', 'These requisites are blocked'],
  ['0010', 'RequisitesOnVerificationException', 'These requisites are being verified'],
  ['0028', 'RequisitesValidationRequiredException', 'These requisites need validation'],
];

interface WithdrawalRow {
  id: number;
  amount_minor: string;
  currency: string;
  status: 'pending' | 'success' | 'failed' | 'cancelled';
}

const toResult = (row: WithdrawalRow) => ({ id: row.id, transaction: String(row.id), status: row.status, amount: money(row.amount_minor, row.currency) });

export async function makeWithdrawal(ctx: OperationCtx<'cashier.makewithdrawal'>) {
  const uid = ctx.requireUser();
  const p = ctx.params;
  const now = ctx.now();
  const find = (db: Db) => db.maybeOne<WithdrawalRow>(`SELECT * FROM payments WHERE uid = $1 AND kind = 'withdrawal' AND idempotency_key = $2`, [uid, p.idempotency_key]);
  const create = () => ctx.db.transaction(async (tx) => {
    if (p.idempotency_key) {
      const first = await find(tx);
      if (first) return first;
    }
    const currency = await currencyOf(tx, uid);
    const method = await findMethod(tx, 'withdrawal', p.methodId, p.method, currency);
    const amountMinor = toMinor(p.amount);
    checkAmount(method, amountMinor, currency);
    const requisites = await checkRequisites(tx, uid, method.fields, p.requisites);
    const user = await tx.one<{ is_verified: boolean }>('SELECT is_verified FROM users WHERE uid = $1', [uid]);
    if (method.requires_verification && !user.is_verified) {
      // the verification the player starts from here is filed under this action (the provider's externalActionId)
      throw new ApiError('KycWithdrawalException', 'Verify your identity to withdraw with this method', { error_data: { external_action_id: `kyc-withdrawal-${uid}-${method.sysname}` } });
    }
    for (const digits of requisiteDigits(p.requisites)) {
      const flagged = FLAGGED_REQUISITES.find(([suffix]) => digits.length > 8 && digits.endsWith(suffix));
      if (flagged) throw new ApiError(flagged[1], flagged[2]);
    }
    const main = (await balances(tx, uid)).main;
    if (amountMinor > toMinor(main.amount)) throw fieldError('amount', 'insufficient_funds', 'Not enough money on the balance');
    const periodLimit = method.period_limit?.[currency];
    if (periodLimit != null) {
      const recent = await tx.one<{ total: string }>(
        `SELECT COALESCE(SUM(amount_minor), 0)::text AS total FROM payments
         WHERE uid = $1 AND kind = 'withdrawal' AND status IN ('pending', 'success') AND created_at > $2`,
        [uid, new Date(now.getTime() - 86_400_000)],
      );
      if (Number(recent.total) + amountMinor > toMinor(periodLimit)) throw new ApiError('WithdrawalLimitsPeriodExceededException', 'The 24-hour withdrawal limit would be exceeded', { error_data: { limit: periodLimit } });
    }
    const inserted = await tx.one<WithdrawalRow>(
      `INSERT INTO payments (uid, kind, method_id, amount_minor, currency, status, requisites, idempotency_key, created_at, updated_at)
       VALUES ($1, 'withdrawal', $2, $3, $4, 'pending', $5, $6, $7, $7) RETURNING *`,
      [uid, method.id, amountMinor, currency, JSON.stringify(requisites), p.idempotency_key ?? null, now],
    );
    // The amount is reserved at once: it leaves the main wallet and comes back only if the withdrawal is cancelled.
    await post(tx, { uid, wallet: 'main', amountMinor: -amountMinor, currency, reason: 'withdrawal', ref: `payment:${inserted.id}` });
    return inserted;
  });
  const row = await create().catch(async (error) => {
    const first = p.idempotency_key && isUniqueViolation(error) ? await find(ctx.db) : undefined;
    if (!first) throw error;
    return first;
  });
  return toResult(row);
}

export async function cancelWithdrawal(ctx: OperationCtx<'cashier.cancelwithdrawal'>): Promise<1> {
  const uid = ctx.requireUser();
  const id = ctx.params.id;
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const cancelled = await tx.maybeOne<WithdrawalRow>(
      `UPDATE payments SET status = 'cancelled', updated_at = $3 WHERE id = $1 AND uid = $2 AND kind = 'withdrawal' AND status = 'pending' RETURNING *`,
      [id, uid, now],
    );
    if (cancelled) await post(tx, { uid, wallet: 'main', amountMinor: Number(cancelled.amount_minor), currency: cancelled.currency, reason: 'withdrawal_cancel', ref: `payment:${id}` });
    return cancelled;
  });
  // cancelled already (a retry after the client gave up): answered as the first was, with no second refund
  if (!row && (await ctx.db.maybeOne(`SELECT 1 FROM payments WHERE id = $1 AND uid = $2 AND kind = 'withdrawal' AND status = 'cancelled'`, [id, uid]))) return 1;
  if (!row) throw fieldError('id', 'not_cancellable', 'No pending withdrawal with this id');
  return 1;
}
