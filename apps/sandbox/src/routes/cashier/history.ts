import type { OperationCtx } from '../../core/types.ts';
import { fieldError } from '../_money/errors.ts';
import { isoRequired, money } from '../_money/money.ts';
import { callerLocale } from '../i18n/locales.ts';
import { methodName } from './methods.ts';
import { settlePending } from './settle.ts';

interface Row {
  id: number;
  kind: 'deposit' | 'withdrawal';
  sysname: string;
  name: string;
  amount_minor: string;
  currency: string;
  status: 'pending' | 'success' | 'failed' | 'cancelled';
  requisites: Record<string, string>;
  domain: string;
  created_at: Date;
  updated_at: Date;
  total?: string;
}

export async function getHistory(ctx: OperationCtx<'cashier.gethistory'>) {
  const uid = ctx.requireUser();
  await settlePending(ctx.db, ctx.now(), ctx.config, uid);
  const { offset = 0, count = 4, type = 'all', statuses } = ctx.params;
  const rows = await ctx.db.query<Row>(
    `SELECT p.*, m.sysname, m.name, count(*) OVER ()::text AS total
     FROM payments p JOIN payment_methods m ON m.id = p.method_id
     WHERE p.uid = $1 AND ($2 = 'all' OR p.kind = $2) AND ($3::text[] IS NULL OR p.status = ANY($3))
     ORDER BY p.created_at DESC, p.id DESC OFFSET $4 LIMIT $5`,
    [uid, type, statuses?.length ? statuses : null, offset, count],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && offset > 0) {
    const c = await ctx.db.one<{ n: string }>(
      `SELECT count(*)::text AS n FROM payments WHERE uid = $1 AND ($2 = 'all' OR kind = $2) AND ($3::text[] IS NULL OR status = ANY($3))`,
      [uid, type, statuses?.length ? statuses : null],
    );
    total = Number(c.n);
  }
  const locale = callerLocale(ctx);
  return {
    count: total,
    items: rows.map((r) => ({
      id: r.id,
      transaction: String(r.id),
      type: r.kind,
      method: r.sysname,
      method_name: methodName(r, locale),
      amount: money(r.amount_minor, r.currency),
      status: r.status,
      created_at: isoRequired(r.created_at),
      updated_at: isoRequired(r.updated_at),
      can_cancel: r.kind === 'withdrawal' && r.status === 'pending',
    })),
  };
}

export async function getDepositInfo(ctx: OperationCtx<'cashier.getdepositinfo'>) {
  const uid = ctx.requireUser();
  await settlePending(ctx.db, ctx.now(), ctx.config, uid);
  const r = await ctx.db.maybeOne<Row>(
    `SELECT p.*, m.sysname, m.name FROM payments p JOIN payment_methods m ON m.id = p.method_id WHERE p.id = $1 AND p.uid = $2 AND p.kind = 'deposit'`,
    [ctx.params.id, uid],
  );
  if (!r) throw fieldError('id', 'not_found', 'Deposit not found');
  return {
    id: r.id,
    transaction: String(r.id),
    requisites: r.requisites,
    method: r.sysname,
    type: r.kind,
    created_at: isoRequired(r.created_at),
    updated_at: isoRequired(r.updated_at),
    amount: money(r.amount_minor, r.currency),
    status: r.status,
    domain: r.domain,
  };
}
