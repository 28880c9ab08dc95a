import type { Schema } from '@casino/sdk';
import { post } from '../../core/ledger.ts';
import type { OperationCtx } from '../../core/types.ts';
import { fieldError } from '../_money/errors.ts';
import { fieldSet, iso, isoRequired, money } from '../_money/money.ts';

interface CashbackRow {
  id: number;
  status: 'active' | 'paid_out';
  amount_minor: string;
  currency: string;
  percent: string;
  start_date: Date;
  end_date: Date;
  receiving_expired_at: Date | null;
  paid_out_at: Date | null;
  created_at: Date;
  description: { title: string; text: string };
  total: string;
}

export async function getCashbacks(ctx: OperationCtx<'cashbacks.get'>): Promise<Schema<'CashbackPage'>> {
  const uid = ctx.requireUser();
  const { count = 20, offset = 0, sort = 'end_date', order = 'desc', statuses } = ctx.params;
  const column = sort === 'created_at' ? 'created_at' : 'end_date';
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  const rows = await ctx.db.query<CashbackRow>(
    `SELECT *, count(*) OVER ()::text AS total FROM cashbacks
     WHERE uid = $1 AND removed_at IS NULL AND ($2::text[] IS NULL OR status = ANY($2))
     ORDER BY ${column} ${direction}, id ${direction} OFFSET $3 LIMIT $4`,
    [uid, statuses?.length ? statuses : null, offset, count],
  );
  const withDescription = fieldSet(ctx.params.fields).has('description');
  return {
    count: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      status: r.status,
      amount: money(r.amount_minor, r.currency),
      percent: Number(r.percent),
      start_date: isoRequired(r.start_date),
      end_date: isoRequired(r.end_date),
      receiving_expired_at: iso(r.receiving_expired_at),
      paid_out_at: iso(r.paid_out_at),
      created_at: isoRequired(r.created_at),
      ...(withDescription ? { description: { image: null, terms: null, ...r.description } } : {}),
    })),
  };
}

/** Claims an active cashback before its deadline: status paid_out and the main wallet credited, in one transaction. */
export async function payoutCashback(ctx: OperationCtx<'cashbacks.payout'>): Promise<1> {
  const uid = ctx.requireUser();
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const paid = await tx.maybeOne<CashbackRow>(
      `UPDATE cashbacks SET status = 'paid_out', paid_out_at = $3
       WHERE id = $1 AND uid = $2 AND status = 'active' AND removed_at IS NULL AND (receiving_expired_at IS NULL OR receiving_expired_at > $3)
       RETURNING *`,
      [ctx.params.cashback_id, uid, now],
    );
    if (paid) await post(tx, { uid, wallet: 'main', amountMinor: Number(paid.amount_minor), currency: paid.currency, reason: 'cashback_payout', ref: `cashback:${paid.id}` });
    return paid;
  });
  if (row) return 1;
  // a retry of a payout that went through (the client gave up before the answer) is answered as the first was
  if (await ctx.db.maybeOne(`SELECT 1 FROM cashbacks WHERE id = $1 AND uid = $2 AND status = 'paid_out' AND removed_at IS NULL`, [ctx.params.cashback_id, uid])) return 1;
  throw fieldError('cashback_id', 'not_available', 'No active cashback with this id');
}

export async function removeCashback(ctx: OperationCtx<'cashbacks.remove'>): Promise<1> {
  const uid = ctx.requireUser();
  const rows = await ctx.db.query<{ id: number }>('UPDATE cashbacks SET removed_at = $3 WHERE id = $1 AND uid = $2 AND removed_at IS NULL RETURNING id', [ctx.params.cashback_id, uid, ctx.now()]);
  // removed already (a retry after the client gave up): answered as the first was
  if (!rows.length && (await ctx.db.maybeOne('SELECT 1 FROM cashbacks WHERE id = $1 AND uid = $2', [ctx.params.cashback_id, uid]))) return 1;
  if (!rows.length) throw fieldError('cashback_id', 'not_found', 'Cashback not found');
  return 1;
}
