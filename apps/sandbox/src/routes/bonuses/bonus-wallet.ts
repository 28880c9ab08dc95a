import { post, type Wallet } from '../../core/ledger.ts';
import type { Ctx } from '../../core/types.ts';
import { fieldError } from '../_money/errors.ts';
import { iso, isoRequired, money } from '../_money/money.ts';

export interface BonusRow {
  id: number;
  uid: number;
  type: 'casino' | 'betting';
  status: string;
  amount_minor: string;
  currency: string;
  wager_multiplier: string;
  wagered_minor: string;
  min_odds: string;
  description: { title: string; text: string; image?: string | null; terms?: string | null };
  created_at: Date;
  activated_at: Date | null;
  expired_at: Date | null;
}

const walletOf = (type: BonusRow['type']): Wallet => (type === 'casino' ? 'bonus' : 'betting_bonus');

export function toBonus(row: BonusRow, withDescription: boolean) {
  const multiplier = Number(row.wager_multiplier);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: money(row.amount_minor, row.currency),
    wager: { multiplier, required: money(Math.round(Number(row.amount_minor) * multiplier), row.currency), done: money(row.wagered_minor, row.currency) },
    created_at: isoRequired(row.created_at),
    activated_at: iso(row.activated_at),
    expired_at: iso(row.expired_at),
    ...(withDescription ? { description: { image: null, terms: null, ...row.description } } : {}),
  };
}

/** Offers that ran out before activation become `expired` (lazily, on read). */
export const expireBonuses = (ctx: Ctx, uid: number) =>
  ctx.db.query(`UPDATE bonuses SET status = 'expired' WHERE uid = $1 AND status = 'available' AND expired_at <= $2`, [uid, ctx.now()]);

type Move = 'activate' | 'deactivate' | 'remove';
const transitions: Record<Move, { from: string[]; to: string }> = {
  activate: { from: ['available'], to: 'active' },
  deactivate: { from: ['active'], to: 'available' },
  remove: { from: ['available', 'active'], to: 'cancelled' },
};

/**
 * Moves a bonus between statuses and its money between the bonus wallet and nowhere, in one transaction:
 * activation credits the wallet; deactivating or removing an active bonus debits it.
 */
export async function moveBonus(ctx: Ctx, move: Move, onlyType?: BonusRow['type']): Promise<1> {
  const uid = ctx.requireUser();
  const id = Number(ctx.params.bonus_id);
  const now = ctx.now();
  await expireBonuses(ctx, uid);
  await ctx.db.transaction(async (tx) => {
    const row = await tx.maybeOne<BonusRow>('SELECT * FROM bonuses WHERE id = $1 AND uid = $2 FOR UPDATE', [id, uid]);
    if (!row || (onlyType && row.type !== onlyType)) throw fieldError('bonus_id', 'not_found', 'Bonus not found');
    const { from, to } = transitions[move];
    if (!from.includes(row.status)) throw fieldError('bonus_id', 'wrong_status', `A ${row.status} bonus cannot be changed this way`);
    if (move === 'activate') {
      const active = await tx.maybeOne(`SELECT 1 FROM bonuses WHERE uid = $1 AND type = $2 AND status = 'active'`, [uid, row.type]);
      if (active) throw fieldError('bonus_id', 'active_exists', 'Another bonus is already active');
    }
    await tx.query('UPDATE bonuses SET status = $2, activated_at = CASE WHEN $2 = $4 THEN $3::timestamptz ELSE activated_at END WHERE id = $1', [id, to, now, 'active']);
    const sign = move === 'activate' ? 1 : row.status === 'active' ? -1 : 0;
    if (sign) {
      await post(tx, { uid, wallet: walletOf(row.type), amountMinor: sign * Number(row.amount_minor), currency: row.currency, reason: `bonus_${move}`, ref: `bonus:${id}` });
    }
  });
  return 1;
}
